#pragma once

#include "commandoption.h"
#include "core/model/job.h"
#include "core/result.h"
#include "invocation.h"

#include <QList>
#include <QStringList>

class QCommandLineParser;

namespace SolveDeck::Cli {

struct CommandSpec;

// What a command's parse function reads: the arguments after its name, its options, and the Invocation with the
// common options already checked and filled in. Every failure is a usage error that ends with this command's usage.
class CommandArguments
{
public:
    CommandArguments(const QCommandLineParser &parser,
                     const CommandSpec &command,
                     QStringList positional,
                     Invocation common);

    // The command's name, as typed.
    QString command() const;

    // The arguments after the command's name (job ids, sub-commands, hosts).
    const QStringList &positional() const { return m_positional; }

    bool isSet(const CommandOption &option) const;
    QString value(const CommandOption &option) const;
    QStringList values(const CommandOption &option) const;

    // The common options (--db, --endpoint, --time-scale, --quiet) and --json, filled in: the start of every
    // command's Invocation.
    const Invocation &invocation() const { return m_common; }

    // "PROBLEM", then this command's usage.
    Error usageError(const QString &problem) const;
    // Refuses the first positional argument, for the commands that take none.
    Result<void> refuseArguments() const;
    // The Invocation of `command` for a command that takes no argument: invocation() with its command set, or the
    // refusal of the first argument.
    Result<Invocation> withoutArguments(Invocation::Command command) const;

    // The shared value grammars, each failing with a usage error of this command.
    // A job id: a positive whole number.
    Result<qint64> jobId(const QString &text) const;
    // Job ids, each once, in the order given.
    Result<QList<qint64>> jobIds(const QStringList &texts) const;
    // --state S, repeated or comma-separated (queued,submitted), each state once; empty when not given.
    Result<QList<JobState>> states() const;
    // --since / --until T: TimeArgument::parseTime; 0 when the option is not given.
    Result<qint64> time(const CommandOption &option, qint64 nowMs) const;

private:
    const QCommandLineParser &m_parser;
    const CommandSpec &m_command;
    QStringList m_positional;
    Invocation m_common;
};

} // namespace SolveDeck::Cli
