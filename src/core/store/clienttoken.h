#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace SolveDeck {

// A gateway client's bearer token and what the database keeps of it (never the token itself). Pure.
//  - The token: 32 lowercase hexadecimal characters (128 bits) from the system's CSPRNG, the shape of a CaptchaAI
//    key, so tools that check a key's shape accept it (the compat API takes it as `key`).
//  - Its lookup: HMAC-SHA-256 of the token under the database's random secret (store_meta client_token_secret),
//    the first 16 bytes in hex: finds the client's row in one indexed read. Useless without the secret, and the
//    secret alone does not give a token back.
//  - Its salted hash: SHA-256 of a random salt (16 bytes, hex) followed by the token; the request's token is
//    compared with it in constant time.
class ClientToken
{
public:
    static QString generate();

    // 32 hexadecimal characters, lowercase (what generate() gives; anything else cannot match a stored hash, so it
    // is refused without a database read).
    static bool hasShape(QStringView token);

    static QString lookupOf(const QString &token, const QByteArray &secret);
    static QString newSalt();
    static QString hashOf(const QString &salt, const QString &token);

    // Whether `token` is the one whose salted hash is `storedHash`: compares every byte whatever the first
    // difference, so the time taken says nothing about how close a guess came.
    static bool matches(const QString &token, const QString &salt, const QString &storedHash);
};

} // namespace SolveDeck
