#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QMimeData;
QT_END_NAMESPACE

namespace SolveDeck {

// Copies solve tokens to the clipboard the way password managers do (after KeePassXC's Clipboard): the copy
// is marked sensitive so clipboard managers skip it, it is cleared when the token expires, and on quit, but
// only if the clipboard still holds our copy (never wipe something the user copied since).
class TokenClipboard : public QObject
{
    Q_OBJECT

public:
    explicit TokenClipboard(QObject *parent = nullptr);
    ~TokenClipboard() override;

    // clearAfterMs <= 0: keep until quit.
    void copy(const QString &token, qint64 clearAfterMs);

    // How long an answer without its own expiry (an image job's text) stays on the clipboard: the setting
    // clipboard/answerLifetimeSeconds, default 60 s; 0 keeps it until quit.
    static qint64 answerLifetimeMs();

    static QString answerLifetimeSetting() { return QStringLiteral("clipboard/answerLifetimeSeconds"); }

    static constexpr int defaultAnswerLifetimeSeconds = 60;

    // The clipboard content for a secret: the text plus every hint clipboard managers and clipboard histories
    // honour to leave it out (KDE's x-kde-passwordManagerHint, the nspasteboard concealed type that macOS and
    // several Linux managers such as GPaste read, Windows' ExcludeClipboardContentFromMonitorProcessing,
    // CanIncludeInClipboardHistory = 0 and CanUploadToCloudClipboard = 0). The caller owns it.
    static QMimeData *secretMimeData(const QString &text);
    static QStringList secretHintFormats();
    // Clears the clipboard if it still holds the last copy.
    void clearIfOurs();
    bool holdsOurCopy() const;

Q_SIGNALS:
    void copied();
    void cleared();

private:
    QString m_lastCopy;
    QTimer m_clearTimer;
};

} // namespace SolveDeck
