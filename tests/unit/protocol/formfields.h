#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QUrl>

// Decodes an application/x-www-form-urlencoded body the way a PHP server does ('+' is a space there, which is
// exactly why the client must percent-encode it).
inline QList<QPair<QString, QString>> decodeFormOrdered(const QByteArray &body)
{
    QList<QPair<QString, QString>> out;
    for (const QByteArray &part : body.split('&')) {
        if (part.isEmpty()) {
            continue;
        }
        const qsizetype eq = part.indexOf('=');
        QByteArray name = eq < 0 ? part : part.left(eq);
        QByteArray value = eq < 0 ? QByteArray() : part.mid(eq + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        out.append({QUrl::fromPercentEncoding(name), QUrl::fromPercentEncoding(value)});
    }
    return out;
}

inline QMap<QString, QString> decodeForm(const QByteArray &body)
{
    QMap<QString, QString> out;
    for (const auto &[name, value] : decodeFormOrdered(body)) {
        out.insert(name, value);
    }
    return out;
}
