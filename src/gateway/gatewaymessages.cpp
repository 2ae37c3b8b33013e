#include "gatewaymessages.h"

#include "core/model/consoleplaces.h"

namespace SolveDeck::Gateway::Messages {

namespace {

using ConsolePlaces::Command;
using ConsolePlaces::Language;
using ConsolePlaces::Place;

} // namespace

QString howToGetAToken()
{
    // The console's places from the one source the console labels its menus with (in English: programs read this).
    return QStringLiteral("Send 'Authorization: Bearer TOKEN' with a client token. An operator makes one with `%1`, "
                          "or in the console with %2; a revoked client needs a new one.")
        .arg(ConsolePlaces::cliCommand(Command::ClientsAdd),
             ConsolePlaces::path(Place::GatewayAddClient, Language::English));
}

QString howToAuthoriseAHost(const QString &host)
{
    return QStringLiteral("If you own the site or are authorised to test it, an operator authorises it with `%1`, "
                          "or in the console with %2.")
        .arg(ConsolePlaces::cliCommand(Command::HostsAllow, host),
             ConsolePlaces::path(Place::PreferencesTargets, Language::English));
}

QString howToWidenAClient(const QString &clientName, const QString &host)
{
    return QStringLiteral("An operator lets the client use it with `%1` naming %2 among its hosts.")
        .arg(ConsolePlaces::cliCommand(Command::ClientsSetHosts, clientName), host);
}

} // namespace SolveDeck::Gateway::Messages
