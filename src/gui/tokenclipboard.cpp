#include "tokenclipboard.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QSettings>

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
    clipboard->setMimeData(secretMimeData(token), QClipboard::Clipboard);
    m_lastCopy = token;
    if (clearAfterMs > 0) {
        m_clearTimer.start(int(std::min<qint64>(clearAfterMs, std::numeric_limits<int>::max())));
    } else {
        m_clearTimer.stop();
    }
    Q_EMIT copied();
}

QStringList TokenClipboard::secretHintFormats()
{
    return {QStringLiteral("x-kde-passwordManagerHint"),
            QStringLiteral("application/x-nspasteboard-concealed-type"),
            QStringLiteral("ExcludeClipboardContentFromMonitorProcessing"),
            QStringLiteral("CanIncludeInClipboardHistory"),
            QStringLiteral("CanUploadToCloudClipboard")};
}

QMimeData *TokenClipboard::secretMimeData(const QString &text)
{
    auto *mime = new QMimeData;
    mime->setText(text);
    // KDE Klipper and other clipboard managers skip entries carrying this hint (KeePassXC does the same).
    mime->setData(QStringLiteral("x-kde-passwordManagerHint"), QByteArrayLiteral("secret"));
    // macOS pasteboard managers, and on Linux GPaste and others that follow nspasteboard.org.
    mime->setData(QStringLiteral("application/x-nspasteboard-concealed-type"), QByteArrayLiteral("secret"));
    // Windows: clipboard monitors skip the entry; the clipboard history and cloud sync leave it out (DWORD 0).
    mime->setData(QStringLiteral("ExcludeClipboardContentFromMonitorProcessing"), QByteArrayLiteral("1"));
    mime->setData(QStringLiteral("CanIncludeInClipboardHistory"), QByteArray(4, '\0'));
    mime->setData(QStringLiteral("CanUploadToCloudClipboard"), QByteArray(4, '\0'));
    return mime;
}

qint64 TokenClipboard::answerLifetimeMs()
{
    bool ok = false;
    const int seconds = QSettings().value(answerLifetimeSetting(), defaultAnswerLifetimeSeconds).toInt(&ok);
    return ok && seconds >= 0 ? qint64(seconds) * 1000 : qint64(defaultAnswerLifetimeSeconds) * 1000;
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
