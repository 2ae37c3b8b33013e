#include "gui/statuscolours.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace SolveDeck {

namespace {

// A role's two variants: for a light background, and for a dark one. Drawn for this console (Tailwind-like
// hues: the 600-800 shades on light, the 300/400 shades on dark), each checked by tests/gui/appearance against a light
// and a dark palette.
struct Variants
{
    QColor onLight;
    QColor onDark;
};

Variants variants(StatusColours::Role role)
{
    using Role = StatusColours::Role;
    switch (role) {
    case Role::Waiting:
    case Role::WarningText:
        return {QColor(0x92, 0x40, 0x0e), QColor(0xfb, 0xbf, 0x24)};
    case Role::Solving:
        return {QColor(0x1d, 0x4e, 0xd8), QColor(0x60, 0xa5, 0xfa)};
    case Role::Solved:
        return {QColor(0x16, 0x65, 0x34), QColor(0x4a, 0xde, 0x80)};
    case Role::Failed:
    case Role::ErrorText:
        return {QColor(0xb9, 0x1c, 0x1c), QColor(0xfc, 0xa5, 0xa5)};
    case Role::Canceled:
    case Role::MutedText:
        return {QColor(0x4b, 0x55, 0x63), QColor(0x9c, 0xa3, 0xaf)};
    case Role::BannerText:
        return {QColor(0x78, 0x35, 0x0f), QColor(0xfd, 0xe6, 0x8a)};
    case Role::BannerBackground:
        return {QColor(0xfe, 0xf3, 0xc7), QColor(0x45, 0x1a, 0x03)};
    case Role::BannerBorder:
        return {QColor(0xf5, 0x9e, 0x0b), QColor(0xb4, 0x53, 0x09)};
    case Role::BadgeText:
        return {QColor(0xff, 0xff, 0xff), QColor(0x1c, 0x19, 0x17)};
    case Role::BadgeBackground:
        return {QColor(0xb4, 0x53, 0x09), QColor(0xfb, 0xbf, 0x24)};
    case Role::MeterBusy:
        return {QColor(0x60, 0xa5, 0xfa), QColor(0x60, 0xa5, 0xfa)};
    case Role::MeterPaused:
        return {QColor(0xfb, 0xbf, 0x24), QColor(0xfb, 0xbf, 0x24)};
    case Role::MeterTrack:
        return {QColor(0, 0, 0, 160), QColor(0, 0, 0, 160)};
    case Role::MethodRecaptchaV2:
        return {QColor(0x25, 0x63, 0xeb), QColor(0x60, 0xa5, 0xfa)};
    case Role::MethodRecaptchaV3:
        return {QColor(0x7c, 0x3a, 0xed), QColor(0xc4, 0xb5, 0xfd)};
    case Role::MethodTurnstile:
        return {QColor(0xc2, 0x41, 0x0c), QColor(0xfb, 0x92, 0x3c)};
    case Role::MethodImage:
        return {QColor(0x0f, 0x76, 0x6e), QColor(0x2d, 0xd4, 0xbf)};
    }
    return {};
}

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// The worse of the contrasts against the two backgrounds text sits on: table cells (Base) and labels (Window).
double worstContrast(const QColor &text, const QPalette &palette)
{
    return std::min(StatusColours::contrastRatio(text, palette.color(QPalette::Base)),
                    StatusColours::contrastRatio(text, palette.color(QPalette::Window)));
}

class PaletteFollower;

// Watches the application for a palette change (QEvent::ApplicationPaletteChange reaches qApp for every change: a
// scheme applied, the desktop switching) and has every follower re-apply its sheet. A widget with a style sheet of
// its own does not always get a PaletteChange of its own, so the application's event is the one to follow.
class PaletteWatcher : public QObject
{
public:
    static PaletteWatcher *instance()
    {
        static QPointer<PaletteWatcher> watcher;
        if (!watcher && QCoreApplication::instance()) {
            watcher = new PaletteWatcher(QCoreApplication::instance());
        }
        return watcher;
    }

    void add(PaletteFollower *f) { m_followers.insert(f); }

    void remove(PaletteFollower *f) { m_followers.remove(f); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit PaletteWatcher(QObject *app)
        : QObject(app)
    {
        app->installEventFilter(this);
    }

    QSet<PaletteFollower *> m_followers;
};

// Re-applies a widget's palette-dependent style sheet when the application's palette changes. Setting the same sheet
// again is skipped.
class PaletteFollower : public QObject
{
public:
    PaletteFollower(QWidget *widget, std::function<QString(const QPalette &)> css)
        : QObject(widget)
        , m_widget(widget)
        , m_css(std::move(css))
    {
        if (PaletteWatcher *w = PaletteWatcher::instance()) {
            w->add(this);
        }
    }

    ~PaletteFollower() override
    {
        if (PaletteWatcher *w = PaletteWatcher::instance()) {
            w->remove(this);
        }
    }

    PaletteFollower(const PaletteFollower &) = delete;
    PaletteFollower &operator=(const PaletteFollower &) = delete;

    void setCss(std::function<QString(const QPalette &)> css) { m_css = std::move(css); }

    void apply()
    {
        const QString sheet = m_css(QGuiApplication::palette());
        if (m_widget->styleSheet() != sheet) {
            m_widget->setStyleSheet(sheet);
        }
    }

private:
    QWidget *m_widget;
    std::function<QString(const QPalette &)> m_css;
};

bool PaletteWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::ApplicationPaletteChange) {
        // A copy: applying a sheet never adds or removes followers, but stay safe if it did.
        const QSet<PaletteFollower *> followers = m_followers;
        for (PaletteFollower *f : followers) {
            if (m_followers.contains(f)) {
                f->apply();
            }
        }
    }
    return false;
}

} // namespace

void StatusColours::followPalette(QWidget *widget, std::function<QString(const QPalette &)> css)
{
    PaletteFollower *follower = nullptr;
    for (QObject *child : widget->children()) {
        if (auto *f = dynamic_cast<PaletteFollower *>(child)) {
            follower = f;
            break;
        }
    }
    if (!css) {
        delete follower;
        widget->setStyleSheet(QString());
        return;
    }
    if (follower) {
        follower->setCss(std::move(css));
    } else {
        follower = new PaletteFollower(widget, std::move(css));
    }
    follower->apply();
}

void StatusColours::followPalette(QWidget *widget, Role role, const QString &extra)
{
    followPalette(widget, [role, extra](const QPalette &palette) {
        return QStringLiteral("QLabel { color: %1; %2}").arg(colour(role, palette).name(), extra);
    });
}

QList<StatusColours::Role> StatusColours::textRoles()
{
    return {Role::Waiting,
            Role::Solving,
            Role::Solved,
            Role::Failed,
            Role::Canceled,
            Role::ErrorText,
            Role::WarningText,
            Role::MutedText};
}

bool StatusColours::isDark(const QPalette &palette)
{
    return relativeLuminance(palette.color(QPalette::Base)) < 0.2;
}

double StatusColours::relativeLuminance(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double StatusColours::contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor StatusColours::colour(Role role, const QPalette &palette)
{
    const Variants v = variants(role);
    const bool dark = isDark(palette);
    // Banner, badge and meter colours sit on their own backgrounds: the variant of the scheme, paired.
    if (!textRoles().contains(role)) {
        return dark ? v.onDark : v.onLight;
    }
    const QColor preferred = dark ? v.onDark : v.onLight;
    const QColor other = dark ? v.onLight : v.onDark;
    if (worstContrast(preferred, palette) >= 4.5) {
        return preferred;
    }
    if (worstContrast(other, palette) >= 4.5) {
        return other;
    }
    // A palette neither variant reads on (a high-contrast theme): its own text colour, which it chose to read.
    return palette.color(QPalette::Text);
}

QColor StatusColours::colour(Role role)
{
    return colour(role, QGuiApplication::palette());
}

QColor StatusColours::stateColour(JobState state, bool waiting, const QPalette &palette)
{
    switch (state) {
    case JobState::Queued:
        return waiting ? colour(Role::Waiting, palette) : QColor();
    case JobState::Submitting:
    case JobState::Submitted:
        return colour(Role::Solving, palette);
    case JobState::Solved:
        return colour(Role::Solved, palette);
    case JobState::Failed:
        return colour(Role::Failed, palette);
    case JobState::Canceled:
        return colour(Role::Canceled, palette);
    }
    return {};
}

QColor StatusColours::methodColour(Method method, const QPalette &palette)
{
    switch (method) {
    case Method::RecaptchaV2:
        return colour(Role::MethodRecaptchaV2, palette);
    case Method::RecaptchaV3:
        return colour(Role::MethodRecaptchaV3, palette);
    case Method::Turnstile:
        return colour(Role::MethodTurnstile, palette);
    case Method::Image:
        return colour(Role::MethodImage, palette);
    }
    return {};
}

QString StatusColours::textStyle(Role role, const QPalette &palette, const QString &selector)
{
    return QStringLiteral("%1 { color: %2; }").arg(selector, colour(role, palette).name());
}

} // namespace SolveDeck
