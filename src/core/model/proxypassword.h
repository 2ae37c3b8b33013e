#pragma once

#include <QMap>
#include <QString>

namespace SolveDeck {

// A job's proxy parameter carries the proxy's credentials ("login:password@host:port"). Wherever a job is shown or
// exported (the CLI's list, show and export, the console's detail pane and Parameters tab, copied JSON) the password
// is masked unless the operator asks for it explicitly (`--include-proxy-passwords`, audited like tokens). Pure.
class ProxyPassword
{
public:
    // What a masked password reads as. validateTaskSpec refuses a proxy with this password, so an export written
    // without the passwords cannot be imported as jobs that would fail at the proxy.
    static QString mask() { return QStringLiteral("****"); }

    // "alice:S3cret@1.2.3.4:8080" -> "alice:****@1.2.3.4:8080"; user info without a ':' is masked whole
    // ("****@host:port": it may be a token); a proxy without user info is returned as it is.
    static QString masked(const QString &proxy);

    // The value of parameter `name` as it may be shown: the proxy masked, any other parameter as it is. What the
    // console's detail pane and Parameters tab show for each row.
    static QString maskedParameter(const QString &name, const QString &value);

    // Every parameter as it may be shown (the "proxy" one masked).
    static QMap<QString, QString> maskedIn(const QMap<QString, QString> &params);

    // Whether masking changes anything here: a proxy with user info.
    static bool isIn(const QMap<QString, QString> &params);

    // The password part of a proxy value, empty when it has none ("" for "host:port").
    static QString passwordOf(const QString &proxy);
};

} // namespace SolveDeck
