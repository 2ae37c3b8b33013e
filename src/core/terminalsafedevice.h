#pragma once

#include <QByteArray>
#include <QIODevice>

namespace SolveDeck {

// A write-only device in front of another (the CLI's stdout) that passes UTF-8 on with terminalSafe's rule for
// TerminalText::Lines, applied to the bytes as they stream: C0 controls (ESC, BEL, a lone CR...), DEL, C1 controls
// (U+0080-U+009F) and the bidirectional overrides and isolates become \uXXXX, a lone CR \r; line feeds, tabs and the
// CR of a CRLF line end pass as they are. The escapes are JSON's own, and such characters only ever stand inside a
// JSON string, so a JSON or NDJSON export through it is still the same JSON; a CSV cell shows the escape as text
// (`export --out` keeps the exact bytes). A character split across two writes is held back until it is whole.
class TerminalSafeDevice : public QIODevice
{
public:
    // `target` must be open for writing and outlive this device. Opens itself WriteOnly.
    explicit TerminalSafeDevice(QIODevice &target);
    ~TerminalSafeDevice() override;

    // Writes what is held back (a last CR, an incomplete character: both escaped as they are). False when the target
    // refused a write.
    bool finish();

    bool isSequential() const override { return true; }

    // The escaping alone, for a whole text (tests and one-shot use): what the device writes for `bytes`.
    static QByteArray escaped(QByteArrayView bytes);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    // Escapes `bytes` into `out` up to the last byte that can be judged now; returns how many bytes were judged.
    static qsizetype escapeInto(QByteArrayView bytes, bool final, QByteArray &out);

    QIODevice &m_target;
    QByteArray m_held; // bytes that need the next write to be judged
};

} // namespace SolveDeck
