#include "gui/auditwords.h"

#include "core/model/job.h"
#include "core/store/auditlog.h"
#include "core/store/jobfilter.h"
#include "gui/joblabels.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>

namespace SolveDeck {

namespace {

// "included", "left out", "masked", "supported", ... as an entry keeps them.
QString word(const QString &stored)
{
    if (stored == QLatin1String("included")) {
        return AuditWords::tr("included");
    }
    if (stored == QLatin1String("left out")) {
        return AuditWords::tr("left out");
    }
    if (stored == QLatin1String("masked")) {
        return AuditWords::tr("masked");
    }
    if (stored == QLatin1String("supported")) {
        return AuditWords::tr("supported");
    }
    if (stored == QLatin1String("not supported")) {
        return AuditWords::tr("not supported");
    }
    if (stored == QLatin1String("not known")) {
        return AuditWords::tr("not known");
    }
    return stored;
}

// A setting's value as Preferences records it ("on", "at expiry", "system", a number or an address as is).
QString settingValue(const QString &stored)
{
    static const QHash<QString, const char *> values = {
        {QStringLiteral("on"), QT_TRANSLATE_NOOP("AuditWords", "on")},
        {QStringLiteral("off"), QT_TRANSLATE_NOOP("AuditWords", "off")},
        {QStringLiteral("at expiry"), QT_TRANSLATE_NOOP("AuditWords", "at expiry")},
        {QStringLiteral("after seconds"), QT_TRANSLATE_NOOP("AuditWords", "after seconds")},
        {QStringLiteral("never"), QT_TRANSLATE_NOOP("AuditWords", "never")},
        {QStringLiteral("system"), QT_TRANSLATE_NOOP("AuditWords", "system")},
        {QStringLiteral("light"), QT_TRANSLATE_NOOP("AuditWords", "light")},
        {QStringLiteral("dark"), QT_TRANSLATE_NOOP("AuditWords", "dark")},
    };
    const char *value = values.value(stored);
    return value != nullptr ? AuditWords::tr(value) : stored;
}

// What a settings.change names, as Preferences records it ("clipboard clearing: at expiry -> after seconds; …"): a
// thirty-second trial read it in English among German entries.
QString settingsChange(const QString &detail)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("endpoint"), QT_TRANSLATE_NOOP("AuditWords", "endpoint")},
        {QStringLiteral("adaptive polling"), QT_TRANSLATE_NOOP("AuditWords", "adaptive polling")},
        {QStringLiteral("multi-id polling"), QT_TRANSLATE_NOOP("AuditWords", "multi-id polling")},
        {QStringLiteral("clipboard clearing"), QT_TRANSLATE_NOOP("AuditWords", "clipboard clearing")},
        {QStringLiteral("clipboard seconds"), QT_TRANSLATE_NOOP("AuditWords", "clipboard seconds")},
        {QStringLiteral("answer lifetime"), QT_TRANSLATE_NOOP("AuditWords", "answer lifetime")},
        {QStringLiteral("notifications"), QT_TRANSLATE_NOOP("AuditWords", "notifications")},
        {QStringLiteral("close to tray"), QT_TRANSLATE_NOOP("AuditWords", "close to tray")},
        {QStringLiteral("language"), QT_TRANSLATE_NOOP("AuditWords", "language")},
        {QStringLiteral("colour scheme"), QT_TRANSLATE_NOOP("AuditWords", "colour scheme")},
        {QStringLiteral("gateway"), QT_TRANSLATE_NOOP("AuditWords", "gateway")},
        {QStringLiteral("gateway address"), QT_TRANSLATE_NOOP("AuditWords", "gateway address")},
    };
    static const QRegularExpression change(QStringLiteral("^(.+?): (.*) -> (.*)$"));
    QStringList shown;
    for (const QString &part : detail.split(QStringLiteral("; "))) {
        const QRegularExpressionMatch m = change.match(part);
        const char *name = m.hasMatch() ? names.value(m.captured(1)) : nullptr;
        shown << (name == nullptr
                      ? part
                      : AuditWords::tr("%1: %2 -> %3")
                            .arg(AuditWords::tr(name), settingValue(m.captured(2)), settingValue(m.captured(3))));
    }
    return shown.join(QStringLiteral("; "));
}

QRegularExpressionMatch whole(const QString &pattern, const QString &text)
{
    return QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$')).match(text);
}

// "job", "jobs" and the "job(s)" of entries written before the plural was English.
const QString jobs = QStringLiteral("jobs?(?:\\(s\\))?");

// A filter as JobFilter::describe() keeps it ("2 selected jobs, state queued or submitting, containing "shop3"") in
// the console's words (a twenty-second trial read "(3 selected jobs; Tokens weggelassen, ...)" in a German log); what
// it does not recognise is shown as it was kept.
QString filterWords(const QString &stored)
{
    if (stored == QLatin1String("every job")) {
        return JobLabels::describe(JobFilter());
    }
    static const QRegularExpression parts(QStringLiteral(
        "^(?:(\\d+) selected jobs?)?(?:(?:^|, )state ([a-z_]+(?: or [a-z_]+)*))?(?:(?:^|, )method "
        "([a-z0-9_]+(?: or [a-z0-9_]+)*))?(?:(?:^|, )created since (\\S+))?(?:(?:^|, )created before (\\S+))?"
        "(?:(?:^|, )containing \"(.*)\")?$"));
    const QRegularExpressionMatch m = parts.match(stored);
    if (!m.hasMatch() || stored.isEmpty()) {
        return stored;
    }
    JobFilter filter;
    // The words keep the selection's size, not its ids; the description counts them only.
    filter.ids.fill(0, m.captured(1).toInt());
    const QString or_ = QStringLiteral(" or ");
    for (const QString &name : m.captured(2).split(or_, Qt::SkipEmptyParts)) {
        const std::optional<JobState> state = jobStateFromName(name);
        if (!state) {
            return stored;
        }
        filter.states << *state;
    }
    for (const QString &name : m.captured(3).split(or_, Qt::SkipEmptyParts)) {
        const std::optional<Method> method = methodFromName(name);
        if (!method) {
            return stored;
        }
        filter.methods << *method;
    }
    const auto ms = [](const QString &iso) {
        return iso.isEmpty() ? 0 : QDateTime::fromString(iso, Qt::ISODateWithMs).toMSecsSinceEpoch();
    };
    filter.sinceMs = ms(m.captured(4));
    filter.untilMs = ms(m.captured(5));
    filter.text = m.captured(6);
    return JobLabels::describe(filter);
}

} // namespace

QString AuditWords::interfaceName(const QString &app)
{
    if (app == QLatin1String("console")) {
        return tr("console");
    }
    if (app == QLatin1String("cli")) {
        return tr("command line");
    }
    if (app == AuditLog::kEngine) {
        return tr("engine, by itself");
    }
    return app;
}

QString AuditWords::detail(const QString &action, const QString &detail)
{
    if (action == QLatin1String("queue.pause")) {
        return tr("no new submits; tasks at the service are still collected");
    }
    if (action == QLatin1String("queue.resume")) {
        return tr("submits allowed again");
    }
    if (action == QLatin1String("hosts.enforcement")
        && (detail == QLatin1String("on") || detail == QLatin1String("off"))) {
        return detail == QLatin1String("on") ? tr("on") : tr("off");
    }
    if (action == QLatin1String("key.set")) {
        return detail.endsWith(QLatin1String("(Preferences)")) ? tr("stored in the system keychain (Preferences)")
                                                               : tr("stored in the system keychain");
    }
    if (action == QLatin1String("settings.change")) {
        return settingsChange(detail);
    }
    if (action == QLatin1String("key.clear")) {
        return tr("removed from the system keychain (Preferences)");
    }
    QRegularExpressionMatch m;
    if (action == QLatin1String("key.tested")) {
        if ((m = whole(QStringLiteral("ok: (\\d+) threads"), detail)).hasMatch()) {
            return tr("ok: %n thread(s)", nullptr, m.captured(1).toInt());
        }
        if ((m = whole(QStringLiteral("failed: (.*)"), detail)).hasMatch()) {
            return tr("failed: %1").arg(m.captured(1));
        }
    }
    if ((m = whole(QStringLiteral("job (\\d+) \\(was (\\w+)\\)"), detail)).hasMatch()) {
        const std::optional<JobState> state = jobStateFromName(m.captured(2));
        return tr("job %1 (was %2)").arg(m.captured(1), state ? JobLabels::state(*state) : m.captured(2));
    }
    if ((m = whole(QStringLiteral("(\\d+) %1 of (\\d+) matching: (.*)").arg(jobs), detail)).hasMatch()) {
        return tr("%n job(s) of %1 matching: %2", nullptr, m.captured(1).toInt())
            .arg(m.captured(2), filterWords(m.captured(3)));
    }
    if ((m = whole(QStringLiteral("(\\d+) finished %1 purged \\((.*)\\)").arg(jobs), detail)).hasMatch()) {
        return tr("%n finished job(s) purged (%1)", nullptr, m.captured(1).toInt()).arg(m.captured(2));
    }
    if ((m = whole(QStringLiteral("(\\d+) %1 as (\\S+) to (.*) \\((.*); tokens (included|left out), proxy passwords "
                                  "(included|masked), events (included|left out)\\)")
                       .arg(jobs),
                   detail))
            .hasMatch()) {
        return tr("%n job(s) as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)",
                  nullptr,
                  m.captured(1).toInt())
            .arg(m.captured(2).toUpper(),
                 m.captured(3),
                 filterWords(m.captured(4)),
                 word(m.captured(5)),
                 word(m.captured(6)),
                 word(m.captured(7)));
    }
    // "already queued" in entries written before a ninth trial found it said of solved jobs.
    if ((m = whole(QStringLiteral(
                       "(.*): (\\d+) %1 queued, (\\d+) already (?:queued|in the database) \\(not added again\\)"
                       "(?:, (\\d+) repeated in the list \\(added once\\))?")
                       .arg(jobs),
                   detail))
            .hasMatch()) {
        // An import from the clipboard names it in English (a twenty-third trial read "the clipboard: 1 Auftrag ..."),
        // and so does the count of the rows an import of the valid rows only left out (a twenty-seventh trial read
        // "the clipboard (1 invalid row left out): 1 Auftrag ...").
        QString source = m.captured(1);
        int leftOut = 0;
        if (const QRegularExpressionMatch rows = QRegularExpression(QStringLiteral("^(.*) \\((\\d+) invalid rows? left "
                                                                                   "out\\)$"))
                                                     .match(source);
            rows.hasMatch()) {
            source = rows.captured(1);
            leftOut = rows.captured(2).toInt();
        }
        if (source == QLatin1String("the clipboard")) {
            source = tr("the clipboard", "an import's source, first in an audit entry");
        }
        if (leftOut > 0) {
            source = tr("%1 (%n invalid row(s) left out)", nullptr, leftOut).arg(source);
        }
        return tr("%1: %n job(s) queued", nullptr, m.captured(2).toInt()).arg(source)
             + tr(", %n already in the database (not added again)", nullptr, m.captured(3).toInt())
             + (m.captured(4).isEmpty() ? QString()
                                        : tr(", %n repeated in the list (added once)", nullptr, m.captured(4).toInt()));
    }
    if ((m = whole(QStringLiteral("(\\d+) -> (\\d+) \\((toolbar|Preferences)\\)"), detail)).hasMatch()) {
        return m.captured(3) == QLatin1String("toolbar")
                 ? tr("%1 -> %2 (toolbar)").arg(m.captured(1), m.captured(2))
                 : tr("%1 -> %2 (Preferences)").arg(m.captured(1), m.captured(2));
    }
    if ((m = whole(QStringLiteral("(.*): several ids per res\\.php request: (supported|not supported|not known)"
                                  "(?: \\((.*)\\))?"),
                   detail))
            .hasMatch()) {
        // The probe's own note is English (its words are the service's answer): in the tooltip, with the entry.
        return tr("%1: several ids per res.php request: %2").arg(m.captured(1), word(m.captured(2)));
    }
    // A gateway client's settings, as ClientRegistry words them ("suite (limit none, hosts all authorised)": a
    // sixteenth trial read them in English among German entries).
    if ((action == QLatin1String("client.add") || action == QLatin1String("client.set"))
        && (m = whole(QStringLiteral("(.+?) \\(limit (\\S+), hosts (.*?)(?:, connections (\\S+), streams (\\S+), "
                                     "waits (\\S+))?(, metrics only)?\\)"),
                      detail))
               .hasMatch()) {
        const auto limit = [](const QString &value) {
            return value == QLatin1String("none")    ? tr("none")
                 : value == QLatin1String("default") ? tr("default")
                                                     : value;
        };
        QString settings = tr("limit %1, hosts %2")
                               .arg(limit(m.captured(2)),
                                    m.captured(3) == QLatin1String("all authorised") ? tr("all authorised")
                                                                                     : m.captured(3));
        if (!m.captured(4).isEmpty()) {
            settings += tr(", connections %1, streams %2, waits %3")
                            .arg(limit(m.captured(4)), limit(m.captured(5)), limit(m.captured(6)));
        }
        if (!m.captured(7).isEmpty()) {
            settings += tr(", metrics only");
        }
        return tr("%1 (%2)").arg(m.captured(1), settings);
    }
    if (action == QLatin1String("client.revoke")
        && (m = whole(QStringLiteral("(.+) \\((\\d+) queued job\\(s\\) canceled\\)"), detail)).hasMatch()) {
        return tr("%1 (%n queued job(s) canceled)", nullptr, m.captured(2).toInt()).arg(m.captured(1));
    }
    if (action == QLatin1String("hosts.allow")
        && (m = whole(QStringLiteral("(\\S+) \\(note: (.*)\\)"), detail)).hasMatch()) {
        return tr("%1 (note: %2)").arg(m.captured(1), m.captured(2));
    }
    return detail;
}

} // namespace SolveDeck
