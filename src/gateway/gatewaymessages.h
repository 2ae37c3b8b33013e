#pragma once

#include <QString>

namespace SolveDeck::Gateway::Messages {

// The fixes the gateway's answers name, where an operator does something: written once, so no answer can name a
// place that does not exist (the console's menus and the CLI's commands as they are).

// How a program gets a client token (a 401's fix).
QString howToGetAToken();

// How an operator authorises `host` as a target (a refused host's fix).
QString howToAuthoriseAHost(const QString &host);

// How an operator lets a narrowed client use `host` (a host outside the client's --hosts).
QString howToWidenAClient(const QString &clientName, const QString &host);

} // namespace SolveDeck::Gateway::Messages
