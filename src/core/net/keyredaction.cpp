#include "keyredaction.h"

#include <QRegularExpression>
#include <QUrl>

namespace SolveDeck {

QString redactKey(const QString &text, const QString &apiKey)
{
    QString out = text;
    if (!apiKey.isEmpty()) {
        out.replace(apiKey, redactionMarker());
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(apiKey));
        if (encoded != apiKey) {
            out.replace(encoded, redactionMarker(), Qt::CaseInsensitive);
        }
    }
    // A form field or query item named key (at the start or after '&' / '?'), whatever its value.
    static const QRegularExpression keyField(QStringLiteral("(^|[&?])key=[^&\\s]*"));
    out.replace(keyField, QStringLiteral("\\1key=") + redactionMarker());
    return out;
}

} // namespace SolveDeck
