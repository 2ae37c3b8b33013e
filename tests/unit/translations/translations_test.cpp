// The console's translation catalogues are complete: lupdate run over the sources into copies of
// translations/*.ts (scripts/update-translations --into) finds no message unfinished (new or untranslated), vanished
// (gone from the sources) or obsolete, and every plural form is filled. A failure names each message: run
// scripts/update-translations, translate what it marks unfinished, and commit the catalogues.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

namespace {

struct Problem
{
    QString context;
    QString source;
    QString kind;
};

QList<Problem> problemsIn(const QString &path, int *messages)
{
    QList<Problem> problems;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.append({QString(), path, QStringLiteral("cannot be read")});
        return problems;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            ++*messages;
        } else if (name == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty()) {
                problems.append({context, source, type});
            }
            if (!numerus) {
                if (type.isEmpty() && xml.readElementText().isEmpty()) {
                    problems.append({context, source, QStringLiteral("empty")});
                }
                continue;
            }
            // <numerusform> children: every one filled.
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("numerusform") && xml.readElementText().isEmpty()) {
                    problems.append({context, source, QStringLiteral("plural form empty")});
                } else if (xml.name() != QLatin1String("numerusform")) {
                    xml.skipCurrentElement();
                }
            }
        }
    }
    if (xml.hasError()) {
        problems.append({QString(), path, xml.errorString()});
    }
    return problems;
}

TEST(TranslationsTest, CataloguesAreCompleteForTheSources)
{
    const QString root = QStringLiteral(SOLVEDECK_SOURCE_DIR);
    const QStringList catalogues = QDir(root + QStringLiteral("/translations"))
                                       .entryList({QStringLiteral("solvedeck_*.ts")}, QDir::Files);
    EXPECT_TRUE(catalogues.contains(QStringLiteral("solvedeck_de.ts")));
    EXPECT_TRUE(catalogues.contains(QStringLiteral("solvedeck_es.ts")));
    EXPECT_TRUE(catalogues.contains(QStringLiteral("solvedeck_en.ts")));

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QProcess lupdate;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LUPDATE"), QStringLiteral(SOLVEDECK_LUPDATE));
    lupdate.setProcessEnvironment(env);
    lupdate.start(root + QStringLiteral("/scripts/update-translations"), {QStringLiteral("--into"), dir.path()});
    ASSERT_TRUE(lupdate.waitForFinished(120'000)) << "lupdate did not finish";
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();

    for (const QString &name : catalogues) {
        int messages = 0;
        const QList<Problem> problems = problemsIn(dir.filePath(name), &messages);
        // English is the source language: its catalogue holds only the plural forms ("%n job(s)").
        const int expected = name == QLatin1String("solvedeck_en.ts") ? 10 : 100;
        EXPECT_GT(messages, expected) << name.toStdString() << ": lupdate found (almost) nothing to translate";
        std::string list;
        for (const Problem &p : problems) {
            list += "  [" + p.kind.toStdString() + "] " + p.context.toStdString() + ": \""
                  + p.source.left(100).toStdString() + "\"\n";
        }
        EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << " has " << problems.size()
                                        << " message(s) to fix (run scripts/update-translations, then translate):\n"
                                        << list;
    }
}

} // namespace
