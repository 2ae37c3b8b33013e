#pragma once

#include <QProxyStyle>

namespace SolveDeck {

// A header's sort arrow pointing the way its list runs: down over a descending list (the newest job first), up over
// an ascending one. QHeaderView hands the style "SortUp" for a descending order and Fusion draws that as an up
// arrow, so the ID column's arrow pointed up over jobs counting down (a twenty-second trial). Set on a header, the
// style draws everything else as the application's style does.
class SortArrowStyle : public QProxyStyle
{
    Q_OBJECT

public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element,
                       const QStyleOption *option,
                       QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace SolveDeck
