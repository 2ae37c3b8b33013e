// solvedeck-sim: the CaptchaAI-compatible simulator as a program (docs/simulator.md).
#include "sim/simulator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// Self-pipe: the signal handler only writes a byte (async-signal-safe); the event loop reads it and quits.
int g_signalPipe[2] = {-1, -1};

void onTerminationSignal(int /*signal*/)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(g_signalPipe[1], &byte, 1);
}

int fail(const QString &message)
{
    std::fprintf(stderr, "solvedeck-sim: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"solvedeck-sim"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(SOLVEDECK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(u"A CaptchaAI-compatible simulator (in.php/res.php) on 127.0.0.1."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(u"port"_s, u"API port on 127.0.0.1 (0 picks a free one)."_s, u"N"_s, u"0"_s);
    const QCommandLineOption
        controlPortOption(u"control-port"_s,
                          u"Port serving only the /__ control endpoints (the API port then serves only the API), never "
                          "faulted (0 picks one, -1 none)."_s,
                          u"N"_s,
                          u"-1"_s);
    const QCommandLineOption keysOption(u"keys"_s, u"Comma-separated API keys of 32 characters."_s, u"K1,K2"_s);
    const QCommandLineOption threadsOption(u"threads"_s, u"Plan threads per key."_s, u"N"_s);
    const QCommandLineOption profileOption(u"profile"_s,
                                           u"realistic, fast or faulty (default realistic)."_s,
                                           u"name"_s,
                                           u"realistic"_s);
    const QCommandLineOption timeScaleOption(u"time-scale"_s,
                                             u"Multiplies every duration (0.1 = ten times faster)."_s,
                                             u"F"_s);
    const QCommandLineOption configOption(u"config"_s,
                                          u"JSON config file (the keys of POST /__config); flags override it."_s,
                                          u"FILE"_s);
    const QCommandLineOption anyKeyOption(u"accept-any-key"_s, u"Accept every 32-character key."_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed for reproducible randomness."_s, u"N"_s);
    parser.addOptions({portOption,
                       controlPortOption,
                       keysOption,
                       threadsOption,
                       profileOption,
                       timeScaleOption,
                       configOption,
                       anyKeyOption,
                       seedOption});
    parser.process(app);

    SolveDeckSim::Simulator simulator;
    QString error;
    // The profile first, then the file, then single flags: the more specific setting wins.
    if (!simulator.applyProfile(parser.value(profileOption), &error)) {
        return fail(error);
    }
    if (parser.isSet(configOption)) {
        QFile file(parser.value(configOption));
        if (!file.open(QIODevice::ReadOnly)) {
            return fail(u"cannot read %1: %2"_s.arg(file.fileName(), file.errorString()));
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (!doc.isObject()) {
            return fail(u"%1 is not a JSON object: %2"_s.arg(file.fileName(), parseError.errorString()));
        }
        if (!simulator.applyConfig(doc.object(), &error)) {
            return fail(u"%1: %2"_s.arg(file.fileName(), error));
        }
    }
    QJsonObject flags;
    if (parser.isSet(keysOption)) {
        flags.insert(u"keys"_s, QJsonArray::fromStringList(parser.value(keysOption).split(u',', Qt::SkipEmptyParts)));
    }
    bool ok = true;
    if (parser.isSet(threadsOption)) {
        flags.insert(u"threads"_s, parser.value(threadsOption).toInt(&ok));
        if (!ok) {
            return fail(u"--threads needs a whole number"_s);
        }
    }
    if (parser.isSet(timeScaleOption)) {
        flags.insert(u"timeScale"_s, parser.value(timeScaleOption).toDouble(&ok));
        if (!ok) {
            return fail(u"--time-scale needs a number"_s);
        }
    }
    if (parser.isSet(seedOption)) {
        flags.insert(u"seed"_s, double(parser.value(seedOption).toULongLong(&ok)));
        if (!ok) {
            return fail(u"--seed needs a whole number"_s);
        }
    }
    if (parser.isSet(anyKeyOption)) {
        flags.insert(u"acceptAnyKey"_s, true);
    }
    if (!simulator.applyConfig(flags, &error)) {
        return fail(error);
    }

    const int port = parser.value(portOption).toInt(&ok);
    if (!ok || port < 0 || port > 65535) {
        return fail(u"--port needs 0..65535"_s);
    }
    const quint16 bound = simulator.listen(quint16(port));
    if (bound == 0) {
        return fail(u"cannot listen on 127.0.0.1:%1"_s.arg(port));
    }
    // Tests and scripts read the port from this first line: print it and flush before anything else.
    std::printf("listening on http://127.0.0.1:%u\n", unsigned(bound));
    const int controlPort = parser.value(controlPortOption).toInt(&ok);
    if (ok && controlPort >= 0 && controlPort <= 65535) {
        const quint16 control = simulator.listenControl(quint16(controlPort));
        if (control == 0) {
            return fail(u"cannot listen on control port %1"_s.arg(controlPort));
        }
        std::printf("control on http://127.0.0.1:%u\n", unsigned(control));
    }
    std::fflush(stdout);

    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0) {
        return fail(u"cannot create the signal pipe"_s);
    }
    QSocketNotifier notifier(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [&] {
        char byte = 0;
        [[maybe_unused]] const auto got = ::read(g_signalPipe[0], &byte, 1);
        std::fprintf(stderr, "solvedeck-sim: stopping\n");
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);

    return QCoreApplication::exec();
}
