#pragma once

#include "core/result.h"
#include "invocation.h"

#include <QStringList>

namespace SolveDeck::Cli {

// solvedeck-cli's grammar:  solvedeck-cli [common options] COMMAND [command options] [arguments]
// Common options may appear anywhere. parse() checks the form only; a failure's message names what is wrong
// and ends with the right usage, ready to print.
class CommandLine
{
public:
    static constexpr char defaultEndpoint[] = "https://ocr.captchaai.com";

    // arguments: as QCoreApplication::arguments(), program name first.
    static Result<Invocation> parse(const QStringList &arguments);

    // The full help, or one command's usage ("enqueue", "run", "key", ...).
    static QString help(const QString &topic = {});
    static QString usageOf(const QString &command);
    static QString versionText();
};

} // namespace SolveDeck::Cli
