#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QMap>
#include <QString>

namespace SolveDeck {

// A job's params as the exports write them: a compact JSON object of strings, keys in QMap order, values escaped as
// the exports escape every string. The stored params text is copied as it is when it already has that form (most
// rows), else parsed as JobRow reads it and written again, so both export paths write the same bytes.
class ExportParams
{
public:
    // The exported form of these params.
    static QByteArray json(const QMap<QString, QString> &params);

    // True when a stored params text is byte for byte what json() writes for the object it holds (so it is copied
    // as it is): {"key":"value",...} with plain ASCII keys in increasing order, values escaped as the export escapes
    // them, no spaces and no other value types.
    static bool isCanonical(QByteArrayView json);

    // The params cell of a stored row: the stored text itself when it is already what the export writes, else
    // parsed and written again into `scratch` (reused by the caller: no allocation per row). With `maskProxyPassword`
    // a proxy's password is masked (ProxyPassword::masked); only rows whose params name a proxy are parsed for it.
    static QByteArrayView exported(QByteArrayView stored, QByteArray &scratch, bool maskProxyPassword = false);
};

} // namespace SolveDeck
