#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

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
