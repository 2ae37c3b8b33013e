#include "tokenclipboard.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

#include <limits>

namespace SolveDeck {

TokenClipboard::TokenClipboard(QObject *parent)
    : QObject(parent)
{
    m_clearTimer.setSingleShot(true);
    connect(&m_clearTimer, &QTimer::timeout, this, &TokenClipboard::clearIfOurs);
}

TokenClipboard::~TokenClipboard()
{
    clearIfOurs();
}

void TokenClipboard::copy(const QString &token, qint64 clearAfterMs)
{
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (clipboard == nullptr) {
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(token);
    // KDE Klipper and other clipboard managers skip entries carrying this hint (KeePassXC does the same).
    mime->setData(QStringLiteral("x-kde-passwordManagerHint"), QByteArrayLiteral("secret"));
    clipboard->setMimeData(mime, QClipboard::Clipboard);
    m_lastCopy = token;
    if (clearAfterMs > 0) {
        m_clearTimer.start(int(std::min<qint64>(clearAfterMs, std::numeric_limits<int>::max())));
    } else {
        m_clearTimer.stop();
    }
    Q_EMIT copied();
}

bool TokenClipboard::holdsOurCopy() const
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    return clipboard != nullptr && !m_lastCopy.isEmpty() && clipboard->text(QClipboard::Clipboard) == m_lastCopy;
}

void TokenClipboard::clearIfOurs()
{
    m_clearTimer.stop();
    if (holdsOurCopy()) {
        QGuiApplication::clipboard()->clear(QClipboard::Clipboard);
        m_lastCopy.clear();
        Q_EMIT cleared();
    }
    m_lastCopy.clear();
}

} // namespace SolveDeck
