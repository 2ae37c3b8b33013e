// The console's colours against light and dark palettes: every text colour has a WCAG AA contrast of 4.5:1 or more
// against the palette's Base and Window colours (the figures are printed), the banner's and the badge's text against
// their own backgrounds; a widget following the palette re-applies its colour when the scheme changes.
#include "gui/colourscheme.h"
#include "gui/statuscolours.h"

#include <QApplication>
#include <QLabel>
#include <QStyle>
#include <QStyleFactory>
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

using namespace SolveDeck;
using Role = StatusColours::Role;

namespace {

struct NamedPalette
{
    const char *name;
    QPalette (*make)();
};

QPalette fusionStandard()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

const char *roleName(Role role)
{
    switch (role) {
    case Role::Waiting:
        return "waiting";
    case Role::Solving:
        return "solving";
    case Role::Solved:
        return "solved";
    case Role::Failed:
        return "failed";
    case Role::Canceled:
        return "canceled";
    case Role::ErrorText:
        return "error text";
    case Role::WarningText:
        return "warning text";
    case Role::MutedText:
        return "muted text";
    default:
        return "other";
    }
}

class PaletteContrast : public ::testing::TestWithParam<NamedPalette>
{
};

} // namespace

TEST(StatusColours, ContrastRatioIsWcags)
{
    EXPECT_NEAR(StatusColours::contrastRatio(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(StatusColours::contrastRatio(Qt::white, Qt::white), 1.0, 1e-9);
    // #777777 on white is the well-known 4.48:1, just short of AA; the order of the colours does not matter.
    EXPECT_NEAR(StatusColours::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white), 4.48, 0.005);
    EXPECT_DOUBLE_EQ(StatusColours::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white),
                     StatusColours::contrastRatio(Qt::white, QColor(0x77, 0x77, 0x77)));
}

TEST_P(PaletteContrast, EveryTextColourReadsOnBaseAndWindow)
{
    const QPalette palette = GetParam().make();
    const QColor base = palette.color(QPalette::Base);
    const QColor window = palette.color(QPalette::Window);
    for (Role role : StatusColours::textRoles()) {
        const QColor c = StatusColours::colour(role, palette);
        const double onBase = StatusColours::contrastRatio(c, base);
        const double onWindow = StatusColours::contrastRatio(c, window);
        std::printf("  %-6s %-13s %s  on Base %s %5.2f:1  on Window %s %5.2f:1\n",
                    GetParam().name,
                    roleName(role),
                    qPrintable(c.name()),
                    qPrintable(base.name()),
                    onBase,
                    qPrintable(window.name()),
                    onWindow);
        EXPECT_GE(onBase, 4.5) << roleName(role) << " " << c.name().toStdString();
        EXPECT_GE(onWindow, 4.5) << roleName(role) << " " << c.name().toStdString();
    }
    const double banner = StatusColours::contrastRatio(StatusColours::colour(Role::BannerText, palette),
                                                       StatusColours::colour(Role::BannerBackground, palette));
    const double badge = StatusColours::contrastRatio(StatusColours::colour(Role::BadgeText, palette),
                                                      StatusColours::colour(Role::BadgeBackground, palette));
    std::printf("  %-6s banner text on banner %5.2f:1, DEMO badge text on badge %5.2f:1\n",
                GetParam().name,
                banner,
                badge);
    EXPECT_GE(banner, 4.5);
    EXPECT_GE(badge, 4.5);
    // The palette's own text reads on it (the fallback colour for a palette neither variant suits).
    EXPECT_GE(StatusColours::contrastRatio(palette.color(QPalette::Text), base), 4.5);
    EXPECT_GE(StatusColours::contrastRatio(palette.color(QPalette::WindowText), window), 4.5);
}

INSTANTIATE_TEST_SUITE_P(Palettes,
                         PaletteContrast,
                         ::testing::Values(NamedPalette{"light", &ColourScheme::lightPalette},
                                           NamedPalette{"dark", &ColourScheme::darkPalette},
                                           NamedPalette{"fusion", &fusionStandard}),
                         [](const ::testing::TestParamInfo<NamedPalette> &param) {
    return std::string(param.param.name);
});

TEST(StatusColours, LightAndDarkPalettesGetTheirOwnVariants)
{
    const QPalette light = ColourScheme::lightPalette();
    const QPalette dark = ColourScheme::darkPalette();
    EXPECT_FALSE(StatusColours::isDark(light));
    EXPECT_TRUE(StatusColours::isDark(dark));
    for (Role role : StatusColours::textRoles()) {
        EXPECT_NE(StatusColours::colour(role, light), StatusColours::colour(role, dark)) << roleName(role);
    }
    EXPECT_NE(StatusColours::colour(Role::BannerBackground, light),
              StatusColours::colour(Role::BannerBackground, dark));
    // Queued is neutral: the palette's own text colour (no colour of its own); the others have one.
    EXPECT_FALSE(StatusColours::stateColour(JobState::Queued, false, light).isValid());
    EXPECT_EQ(StatusColours::stateColour(JobState::Queued, true, light), StatusColours::colour(Role::Waiting, light));
    EXPECT_EQ(StatusColours::stateColour(JobState::Submitted, false, dark), StatusColours::colour(Role::Solving, dark));
    EXPECT_EQ(StatusColours::stateColour(JobState::Failed, false, dark), StatusColours::colour(Role::Failed, dark));
}

TEST(StatusColours, APaletteNeitherVariantReadsOnGetsItsOwnTextColour)
{
    // Mid grey everywhere: neither the dark red nor the light red reaches 4.5:1 on it.
    QPalette grey;
    grey.setColor(QPalette::Base, QColor(0x76, 0x76, 0x76));
    grey.setColor(QPalette::Window, QColor(0x76, 0x76, 0x76));
    grey.setColor(QPalette::Text, Qt::black);
    EXPECT_EQ(StatusColours::colour(Role::ErrorText, grey), QColor(Qt::black));
}

TEST(StatusColours, AFollowingWidgetTakesTheNewSchemesColour)
{
    QWidget parent;
    auto &label = *new QLabel(QStringLiteral("Expired"), &parent);
    StatusColours::followPalette(&label, Role::MutedText);
    ColourScheme::apply(ColourScheme::Scheme::Dark);
    const QString darkMuted = StatusColours::colour(Role::MutedText, ColourScheme::darkPalette()).name();
    EXPECT_TRUE(label.styleSheet().contains(darkMuted)) << label.styleSheet().toStdString();
    ColourScheme::apply(ColourScheme::Scheme::Light);
    const QString lightMuted = StatusColours::colour(Role::MutedText, ColourScheme::lightPalette()).name();
    EXPECT_TRUE(label.styleSheet().contains(lightMuted)) << label.styleSheet().toStdString();
    EXPECT_EQ(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    // Back to the platform's palette; a null style stops following.
    ColourScheme::apply(ColourScheme::Scheme::System);
    EXPECT_EQ(ColourScheme::current(), ColourScheme::Scheme::System);
    StatusColours::followPalette(&label, nullptr);
    EXPECT_TRUE(label.styleSheet().isEmpty());
    ColourScheme::apply(ColourScheme::Scheme::Dark);
    EXPECT_TRUE(label.styleSheet().isEmpty());
    ColourScheme::apply(ColourScheme::Scheme::System);
}

TEST(ColourScheme, NamesRoundTripAndUnknownOnesAreRefused)
{
    for (const QString &name : ColourScheme::names()) {
        const auto scheme = ColourScheme::fromName(name);
        ASSERT_TRUE(scheme.has_value()) << name.toStdString();
        EXPECT_EQ(ColourScheme::name(*scheme), name);
    }
    EXPECT_EQ(ColourScheme::fromName(QStringLiteral("Dark")), ColourScheme::Scheme::Dark);
    EXPECT_FALSE(ColourScheme::fromName(QStringLiteral("purple")).has_value());
    EXPECT_FALSE(ColourScheme::fromName(QString()).has_value());
}
