#pragma once

#include "core/logcontext.h"

#include <QLoggingCategory>
#include <QString>

// solvedeck-cli's own category (enable with QT_LOGGING_RULES="solvedeck.app.cli.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcCli)

namespace SolveDeck::Cli {

// serve --log-format json (issue 37): every log line on stderr becomes one JSON object a line, for a service
// manager's journal or a log shipper:
//   {"time":"2026-12-03T14:00:00.123Z","level":"warning","category":"solvedeck.core.engine","message":"...",
//    "job":12,"client":"ci-suite"}
// time is UTC with milliseconds; level is debug, info, warning, error or fatal; job and client appear when the line
// is about one (the thread's LogContext, or a message that starts "job <id>"). Qt's log lines and the command's own
// messages (Console::error / note) alike; stdout keeps its one "listening on" line. Every message passes through the
// same redaction as the text format (redactRegisteredSecrets) before it is written: no key or token.
namespace JsonLog {

// Installs the formatter as Qt's message handler and as the Console's message sink; from then on until the process
// ends. The redacting handler (core/net/keyredaction) may later be put in front of it: it hands the formatter the
// redacted text, which is redacted again here at no harm.
void install();

// One line (without the line feed) for a message: pure, for tests.
QString line(QtMsgType type, const char *category, const QString &message, const LogContext &context, qint64 utcMs);

} // namespace JsonLog

} // namespace SolveDeck::Cli
