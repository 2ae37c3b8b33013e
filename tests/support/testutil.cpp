#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSettings>

QT_BEGIN_NAMESPACE

void PrintTo(const QString &value, std::ostream *os)
{
    *os << '"' << value.toStdString() << '"';
}

void PrintTo(const QByteArray &value, std::ostream *os)
{
    *os << "QByteArray(\"" << value.toStdString() << "\")";
}

void PrintTo(const QVariant &value, std::ostream *os)
{
    *os << "QVariant(" << value.typeName() << ", \"" << value.toString().toStdString() << "\")";
}

void PrintTo(const QUrl &value, std::ostream *os)
{
    *os << "QUrl(\"" << value.toString().toStdString() << "\")";
}

void PrintTo(const QStringList &value, std::ostream *os)
{
    *os << "QStringList(\"" << value.join(QStringLiteral("\", \"")).toStdString() << "\")";
}

QT_END_NAMESPACE

namespace SolveDeckTest {

bool waitForSignals(QSignalSpy &spy, int count, std::chrono::milliseconds timeout)
{
    QElapsedTimer elapsed;
    elapsed.start();
    while (spy.count() < count) {
        const qint64 left = timeout.count() - elapsed.elapsed();
        if (left <= 0) {
            return false;
        }
        spy.wait(int(left));
    }
    return true;
}

bool waitUntil(const std::function<bool()> &condition, std::chrono::milliseconds timeout)
{
    return QTest::qWaitFor(condition, int(timeout.count()));
}

QString programPath(const QString &name)
{
    return QDir(QStringLiteral(SOLVEDECK_BIN_DIR)).absoluteFilePath(name);
}

std::unique_ptr<QTemporaryDir> useSettingsOfThisProcess()
{
    auto dir = std::make_unique<QTemporaryDir>();
    if (!dir->isValid()) {
        qFatal("cannot create a temporary directory for this test's settings: %s", qPrintable(dir->errorString()));
    }
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir->path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir->path());
    return dir;
}

} // namespace SolveDeckTest
