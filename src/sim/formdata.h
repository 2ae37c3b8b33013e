#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace SolveDeckSim {

struct HttpRequestData;

// An uploaded file of a multipart body (in.php method=post sends the image as "file").
struct UploadedFile
{
    QString fileName;
    QByteArray contentType;
    QByteArray data;
};

// The parameters of an API request: the query string merged with an urlencoded or multipart body, the body
// winning on a clash like PHP's $_REQUEST. parse() fails only on a body it cannot read (broken multipart),
// which the caller answers with HTTP 400.
class FormData
{
public:
    static bool parse(const HttpRequestData &request, FormData *out, QString *error);

    // Decodes application/x-www-form-urlencoded text ('+' is a space) into `into`.
    static void parseUrlEncoded(const QByteArray &text, QHash<QString, QString> *into);
    static bool parseMultipart(const QByteArray &body,
                               const QByteArray &boundary,
                               QHash<QString, QString> *fields,
                               QHash<QString, UploadedFile> *files,
                               QString *error);

    QString value(const QString &name) const { return m_fields.value(name); }

    bool contains(const QString &name) const { return m_fields.contains(name); }

    const QHash<QString, QString> &fields() const { return m_fields; }

    const QHash<QString, UploadedFile> &files() const { return m_files; }

    bool isMultipart() const { return m_multipart; }

private:
    QHash<QString, QString> m_fields;
    QHash<QString, UploadedFile> m_files;
    bool m_multipart = false;
};

} // namespace SolveDeckSim
