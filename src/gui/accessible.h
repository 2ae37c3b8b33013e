#pragma once

#include <QString>

namespace SolveDeck {

// Sets what assistive technology reads for a control: its name (when its text or buddy label does not say it) and
// what it does. Returns the widget, to wrap a `new`.
template<typename W>
W *described(W *widget, const QString &name, const QString &description)
{
    if (!name.isEmpty()) {
        widget->setAccessibleName(name);
    }
    widget->setAccessibleDescription(description);
    return widget;
}

} // namespace SolveDeck
