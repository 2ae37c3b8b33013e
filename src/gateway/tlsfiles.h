#pragma once

#include "core/result.h"

#include <QSslConfiguration>
#include <QString>

namespace SolveDeck::Gateway {

// The certificate and private key files a gateway serves TLS with (serve's --tls-cert and --tls-key).
struct TlsFiles
{
    QString certificatePath; // PEM (or DER): the server's certificate, then any intermediates
    QString keyPath;         // PEM (or DER): its unencrypted RSA or EC private key

    bool isEmpty() const { return certificatePath.isEmpty() && keyPath.isEmpty(); }

    // A server-side TLS configuration (TLS 1.2 or later, no client certificates), or an Error ("tls_files") that
    // names the file and the flag and says what is wrong with it.
    Result<QSslConfiguration> load() const;
};

} // namespace SolveDeck::Gateway
