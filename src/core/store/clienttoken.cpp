#include "clienttoken.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace SolveDeck {

namespace {

QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), count / 4);
    return bytes;
}

} // namespace

QString ClientToken::generate()
{
    return QString::fromLatin1(randomBytes(16).toHex());
}

bool ClientToken::hasShape(QStringView token)
{
    if (token.size() != 32) {
        return false;
    }
    for (const QChar c : token) {
        const char16_t u = c.unicode();
        if (!((u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f'))) {
            return false;
        }
    }
    return true;
}

QString ClientToken::lookupOf(const QString &token, const QByteArray &secret)
{
    return QString::fromLatin1(
        QMessageAuthenticationCode::hash(token.toLatin1(), secret, QCryptographicHash::Sha256).left(16).toHex());
}

QString ClientToken::newSalt()
{
    return QString::fromLatin1(randomBytes(16).toHex());
}

QString ClientToken::hashOf(const QString &salt, const QString &token)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(salt.toLatin1());
    hash.addData(token.toLatin1());
    return QString::fromLatin1(hash.result().toHex());
}

bool ClientToken::matches(const QString &token, const QString &salt, const QString &storedHash)
{
    const QByteArray computed = hashOf(salt, token).toLatin1();
    const QByteArray stored = storedHash.toLatin1();
    if (computed.size() != stored.size()) {
        return false;
    }
    unsigned char difference = 0;
    for (qsizetype i = 0; i < computed.size(); ++i) {
        difference |= static_cast<unsigned char>(computed[i] ^ stored[i]);
    }
    return difference == 0;
}

} // namespace SolveDeck
