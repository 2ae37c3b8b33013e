#pragma once

// What the task protocol's tests share: a createTask body read into the job SolveDeck stores, which must also pass
// the core's checks (what the store applies at enqueue).
#include "core/model/validation.h"
#include "gateway/tasks/taskrequest.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace SolveDeckTest {

inline QJsonObject jsonObject(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << json.constData();
    return document.object();
}

inline SolveDeck::TaskSpec readAccepted(const QByteArray &json)
{
    const auto spec = SolveDeck::Gateway::Tasks::readCreateTask(jsonObject(json));
    EXPECT_TRUE(spec.ok()) << json.constData() << " -> " << (spec.ok() ? "" : spec.error().message.toStdString());
    if (!spec.ok()) {
        return {};
    }
    const auto valid = SolveDeck::validateTaskSpec(*spec);
    EXPECT_TRUE(valid.ok()) << json.constData() << " -> " << (valid.ok() ? "" : valid.error().message.toStdString());
    return *spec;
}

} // namespace SolveDeckTest
