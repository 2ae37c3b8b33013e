#include "jobfilefields.h"

#include "core/io/jobimport.h"

#include <QJsonValue>
#include <QStringDecoder>

#include <cmath>

namespace SolveDeck {

Error JobFileFields::lineError(int line, const QString &message, const QString &code)
{
    return Error{code, tr("line %1: %2").arg(line).arg(message)};
}

QString JobFileFields::sizeText(qsizetype bytes)
{
    return bytes >= 1024 * 1024 ? tr("%1 MiB").arg(bytes / (1024 * 1024)) : tr("%1 KiB").arg(bytes / 1024);
}

qsizetype JobFileFields::limitOf(const QString &name)
{
    return name == QLatin1String("body") || name == events ? ImportLimits::maxLargeFieldBytes
                                                           : ImportLimits::maxFieldBytes;
}

Error JobFileFields::tooLong(int line, const QString &name, qsizetype limit)
{
    return lineError(line,
                     tr("%1: longer than %2, the most a field may hold. Check that the file is a job file and the "
                        "field is what you meant; an image body may be up to %3 of base64.")
                         .arg(name, sizeText(limit), sizeText(ImportLimits::maxLargeFieldBytes)));
}

Result<Method> JobFileFields::parseMethod(int line, const QString &name)
{
    if (name.trimmed().isEmpty()) {
        return lineError(line, tr("method: missing. Use one of recaptcha_v2, recaptcha_v3, turnstile, image."));
    }
    const auto parsed = methodFromName(name.trimmed());
    if (!parsed) {
        return lineError(line,
                         tr("method: \"%1\" is not known. Use one of recaptcha_v2, recaptcha_v3, turnstile, "
                            "image.")
                             .arg(name));
    }
    return *parsed;
}

QString JobFileFields::parameterText(const QJsonValue &value, bool *ok)
{
    *ok = true;
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::abs(d) < 1e15) {
            return QString::number(static_cast<qint64>(d));
        }
        return QString::number(d);
    }
    default:
        *ok = false;
        return {};
    }
}

std::optional<QString> JobFileFields::decodeUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        return std::nullopt;
    }
    return text;
}

Error JobFileFields::notUtf8(int line, const QString &where)
{
    return lineError(line,
                     tr("%1is not valid UTF-8 text. Save the file as UTF-8 (in a spreadsheet program: CSV UTF-8) "
                        "and try again.")
                         .arg(where.isEmpty() ? QString() : where + QStringLiteral(": ")));
}

} // namespace SolveDeck
