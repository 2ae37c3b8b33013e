// solvedeck-cli: the headless interface to the same engine and database as the console.
#include "core/appinfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    SolveDeck::setApplicationIdentity();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Headless SolveDeck: queue, run and inspect solve jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QCoreApplication::translate("cli", "The command to run."));
    parser.process(app);

    if (parser.positionalArguments().isEmpty()) {
        parser.showHelp(2);
    }
    std::fprintf(stderr, "solvedeck-cli: unknown command '%s'\n", qPrintable(parser.positionalArguments().first()));
    return 2;
}
