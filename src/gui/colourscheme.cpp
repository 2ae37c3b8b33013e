#include "gui/colourscheme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace SolveDeck {

namespace {

ColourScheme::Scheme g_current = ColourScheme::Scheme::System;

// The platform's own style, kept the first time another scheme replaces it, so "System" can put it back without a
// restart.
struct Platform
{
    bool saved = false;
    QString styleName;
};

Platform &platform()
{
    static Platform p;
    return p;
}

} // namespace

QString ColourScheme::name(Scheme scheme)
{
    switch (scheme) {
    case Scheme::Light:
        return QStringLiteral("light");
    case Scheme::Dark:
        return QStringLiteral("dark");
    case Scheme::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<ColourScheme::Scheme> ColourScheme::fromName(const QString &name)
{
    for (Scheme s : {Scheme::System, Scheme::Light, Scheme::Dark}) {
        if (name.trimmed().compare(ColourScheme::name(s), Qt::CaseInsensitive) == 0) {
            return s;
        }
    }
    return std::nullopt;
}

QStringList ColourScheme::names()
{
    return {name(Scheme::System), name(Scheme::Light), name(Scheme::Dark)};
}

QPalette ColourScheme::lightPalette()
{
    // Fusion's own light palette, spelled out so it does not depend on the platform's colours.
    QPalette p;
    const QColor window(0xef, 0xef, 0xef);
    const QColor text(0x1a, 0x1a, 0x1a);
    const QColor disabledText(0x8a, 0x8a, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    p.setColor(QPalette::ToolTipText, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x6b, 0x6b));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe3, 0xe3, 0xe3));
    p.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Dark, QColor(0x9f, 0x9f, 0x9f));
    p.setColor(QPalette::Shadow, QColor(0x76, 0x76, 0x76));
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1d, 0x4e, 0xd8));
    p.setColor(QPalette::LinkVisited, QColor(0x6d, 0x28, 0xd9));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabledText);
    }
    return p;
}

QPalette ColourScheme::darkPalette()
{
    // A dark Fusion palette in the manner KeePassXC and qBittorrent ship one: grey surfaces rather than black, light
    // grey text, a blue highlight; disabled text dimmer but still readable.
    QPalette p;
    const QColor window(0x35, 0x35, 0x35);
    const QColor base(0x2a, 0x2a, 0x2a);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabledText(0x8c, 0x8c, 0x8c);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    p.setColor(QPalette::ToolTipBase, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3c, 0x3c, 0x3c));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x42, 0x42, 0x42));
    p.setColor(QPalette::Mid, QColor(0x2c, 0x2c, 0x2c));
    p.setColor(QPalette::Dark, QColor(0x23, 0x23, 0x23));
    p.setColor(QPalette::Shadow, QColor(0x14, 0x14, 0x14));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb5));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x60, 0xa5, 0xfa));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x84, 0xfc));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabledText);
    }
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    return p;
}

void ColourScheme::apply(Scheme scheme)
{
    Platform &saved = platform();
    if (!saved.saved) {
        saved.styleName = QApplication::style() ? QApplication::style()->name() : QString();
        saved.saved = true;
    }
    g_current = scheme;
    if (scheme == Scheme::System) {
        if (!saved.styleName.isEmpty() && QApplication::style()->name() != saved.styleName) {
            QApplication::setStyle(QStyleFactory::create(saved.styleName));
        }
        // A palette with nothing set resets the application's to the platform's (which then follows the desktop
        // switching between light and dark again).
        QApplication::setPalette(QPalette());
        return;
    }
    if (QApplication::style()->name().compare(QStringLiteral("fusion"), Qt::CaseInsensitive) != 0) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
    QApplication::setPalette(scheme == Scheme::Dark ? darkPalette() : lightPalette());
}

ColourScheme::Scheme ColourScheme::current()
{
    return g_current;
}

} // namespace SolveDeck
