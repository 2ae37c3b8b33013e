#pragma once

#include "gui/consolestatusbar.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace SolveDeck {

// Help > About: the version, the libraries in use (the database backend this run really uses), the licence, and
// this run's data folder and job database.
class AboutBox
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)

public:
    struct Facts
    {
        bool demo = false;
        QString databaseLocation; // a file or a team database's address (no password)
        DatabaseState databaseState = DatabaseState::Opening;
    };

    // The box's rich text.
    static QString text(const Facts &facts);
    // "jobs.sqlite (this computer, SQLite)", "… (team database, PostgreSQL), opening", …
    static QString databaseText(const Facts &facts);
    // This run's data folder, where it is there: "none (a demo run keeps nothing)" in demo mode.
    static QString dataFolderText(const Facts &facts);
    static void show(QWidget *parent, const Facts &facts);
};

} // namespace SolveDeck
