#pragma once

// Shared helpers for every SolveDeck test suite: printers for Qt types, bounded waits on signals and
// conditions (never sleep: the event loop keeps running while we wait), and where the built programs are.

#include <QByteArray>
#include <QSignalSpy>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QVariant>
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <memory>
#include <ostream>

// GoogleTest finds these through argument-dependent lookup, so failures print readable values.
QT_BEGIN_NAMESPACE
void PrintTo(const QString &value, std::ostream *os);
void PrintTo(const QByteArray &value, std::ostream *os);
void PrintTo(const QVariant &value, std::ostream *os);
void PrintTo(const QUrl &value, std::ostream *os);
void PrintTo(const QStringList &value, std::ostream *os);
QT_END_NAMESPACE

namespace SolveDeckTest {

using namespace std::chrono_literals;

// Waits until `spy` has recorded at least `count` emissions, processing events meanwhile, for at most
// `timeout`. Returns true when the signal arrived in time.
bool waitForSignals(QSignalSpy &spy, int count = 1, std::chrono::milliseconds timeout = 10s);

// Waits, processing events, until `condition` holds or `timeout` passes. Returns the final value.
bool waitUntil(const std::function<bool()> &condition, std::chrono::milliseconds timeout = 10s);

// ctest runs test processes side by side, and ~/.qttest is one place for all of them: one process's
// QSettings().clear() would undo another's remembered choice. Points this process's QSettings at a directory of its
// own, which lives as long as the returned object (keep it for the whole run). Call after the application object.
std::unique_ptr<QTemporaryDir> useSettingsOfThisProcess();

// Absolute path of a program built into build/bin (solvedeck, solvedeck-cli, solvedeck-sim).
QString programPath(const QString &name);

} // namespace SolveDeckTest
