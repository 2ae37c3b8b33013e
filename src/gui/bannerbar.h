#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace SolveDeck {

// The banner across the top of the window (no key, key rejected, a database that is opening or did not open, an
// endpoint problem): an icon, two lines of text at the default width (more in a narrow window, never cut) with the
// details in its tooltip, and up to two buttons that fix what it reports. What they do is the window's: buttonClicked()
// says which was pressed for which banner.
class BannerBar : public QFrame
{
    Q_OBJECT

public:
    // What a banner is about decides its buttons.
    enum class Kind {
        Info,            // text only
        NoKey,           // "Set API Key…" and "Try Demo Mode"
        KeyRejected,     // "Change Key…" and "Resume"
        DatabaseProblem, // "Job Database…" and "Try Again"
        DatabaseOpening, // "Cancel"
    };

    explicit BannerBar(QWidget *parent = nullptr);

    // Shows `text` (empty hides the banner) with the buttons of `kind`; `details` becomes the tooltip.
    void showMessage(const QString &text, Kind kind = Kind::Info, const QString &details = {});

    Kind kind() const { return m_kind; }

    QLabel *label() const { return m_label; }

    QPushButton *button(int index) const { return index == 0 ? m_button1 : m_button2; }

Q_SIGNALS:
    void buttonClicked(SolveDeck::BannerBar::Kind kind, int index);

private:
    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QPushButton *m_button1 = nullptr;
    QPushButton *m_button2 = nullptr;
    Kind m_kind = Kind::Info;
};

} // namespace SolveDeck
