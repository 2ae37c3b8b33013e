#pragma once

#include "core/model/job.h"

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>

#include <functional>

class QWidget;

namespace SolveDeck {

// Every colour the console draws with that is not a palette role, in one place. Each has a variant for a light
// background and one for a dark background; the one returned is the variant with enough contrast against the
// palette's Base and Window colours (WCAG AA: 4.5:1 for text), so the console reads the same under a light or a
// dark palette. Widgets that apply these re-apply them when the application's palette changes (followPalette); the
// job table's model reads them
// at paint time. Colour is never the only signal: state text (and an icon) go with every state colour.
class StatusColours
{
public:
    enum class Role {
        // Job states (GUI.md): waiting amber, solving blue, solved green, failed red, canceled grey; queued is
        // neutral (the palette's own text colour: stateColour() returns an invalid QColor for it).
        Waiting,
        Solving,
        Solved,
        Failed,
        Canceled,
        // Text on the window or a field.
        ErrorText,   // a problem with what was typed; an error message
        WarningText, // a token about to expire
        MutedText,   // an expired token, a countdown not running
        // The banner above the table: its text on its own background, its border.
        BannerText,
        BannerBackground,
        BannerBorder,
        // The DEMO badge: its text on its own background.
        BadgeText,
        BadgeBackground,
        // The tray meter's bar (graphics, not text: 3:1 against the meter's dark track).
        MeterBusy,
        MeterPaused,
        MeterTrack, // translucent: the meter sits over the app icon on any panel
        // The charts' series, one hue per method (graphics on the chart's Base: 3:1, checked by
        // tests/gui/appearance), so a method has the same colour in every chart and its legend.
        MethodRecaptchaV2,
        MethodRecaptchaV3,
        MethodTurnstile,
        MethodImage,
    };

    // The roles drawn as text on the palette's Base and Window colours (the ones the 4.5:1 rule applies to).
    static QList<Role> textRoles();

    // The colour of `role` for `palette` (the application's palette when omitted).
    static QColor colour(Role role, const QPalette &palette);
    static QColor colour(Role role);

    // A method's colour in the charts.
    static QColor methodColour(Method method, const QPalette &palette);

    // A job state's colour; an invalid QColor for a queued job (neutral: the palette's own text colour).
    static QColor stateColour(JobState state, bool waiting, const QPalette &palette);

    // True when the palette's Base is dark (a dark scheme).
    static bool isDark(const QPalette &palette);

    // WCAG 2.x relative luminance (0..1) and contrast ratio (1..21) of two opaque colours.
    static double relativeLuminance(const QColor &colour);
    static double contrastRatio(const QColor &a, const QColor &b);

    // "QLabel { color: #rrggbb; }" for a label (or any `selector`) drawn in `role`'s colour.
    static QString textStyle(Role role, const QPalette &palette, const QString &selector = QStringLiteral("QLabel"));

    // Gives `widget` the style sheet `css` makes for the application's palette, now and again after every palette
    // change (QEvent::ApplicationPaletteChange on the application) (a scheme chosen in Preferences, the desktop
    // switching to dark). A null `css` removes the style sheet and stops following. One per widget: a second call
    // replaces the first.
    static void followPalette(QWidget *widget, std::function<QString(const QPalette &)> css);
    // The same for a label whose text is drawn in `role`'s colour (extra declarations such as "font-weight: bold;"
    // in `extra`).
    static void followPalette(QWidget *widget, Role role, const QString &extra = {});
};

} // namespace SolveDeck
