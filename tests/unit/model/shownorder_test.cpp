// A list that reads its rows sorted keeps them where it showed them (core/model/shownorder.h).
#include "core/model/shownorder.h"

#include <QStringList>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

QStringList arranged(ShownOrder &order, QStringList rows)
{
    order.arrange(rows, [](const QString &row) {
        return row;
    });
    return rows;
}

} // namespace

TEST(ShownOrder, TheFirstReadIsShownAsRead)
{
    ShownOrder order;
    EXPECT_EQ(arranged(order, {QStringLiteral("b"), QStringLiteral("a")}),
              (QStringList{QStringLiteral("b"), QStringLiteral("a")}));
    EXPECT_EQ(order.indexOf(QStringLiteral("a")), 1);
    EXPECT_EQ(order.indexOf(QStringLiteral("c")), -1);
}

TEST(ShownOrder, ANewRowComesBelowTheRowsShownAndNoneMoves)
{
    ShownOrder order;
    arranged(order,
             {QStringLiteral("shop0.example"), QStringLiteral("shop1.example"), QStringLiteral("trial.example")});
    // Read by name again: other.example first.
    EXPECT_EQ(arranged(order,
                       {QStringLiteral("other.example"),
                        QStringLiteral("shop0.example"),
                        QStringLiteral("shop1.example"),
                        QStringLiteral("trial.example")}),
              (QStringList{QStringLiteral("shop0.example"),
                           QStringLiteral("shop1.example"),
                           QStringLiteral("trial.example"),
                           QStringLiteral("other.example")}));
    // Two new ones keep the order they were read in, below the others.
    EXPECT_EQ(arranged(order,
                       {QStringLiteral("a.example"),
                        QStringLiteral("other.example"),
                        QStringLiteral("shop0.example"),
                        QStringLiteral("shop1.example"),
                        QStringLiteral("trial.example"),
                        QStringLiteral("z.example")}),
              (QStringList{QStringLiteral("shop0.example"),
                           QStringLiteral("shop1.example"),
                           QStringLiteral("trial.example"),
                           QStringLiteral("other.example"),
                           QStringLiteral("a.example"),
                           QStringLiteral("z.example")}));
}

TEST(ShownOrder, ARowGoneLeavesTheOthersInTheirOrder)
{
    ShownOrder order;
    arranged(order, {QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b")});
    EXPECT_EQ(arranged(order, {QStringLiteral("a"), QStringLiteral("b")}),
              (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    EXPECT_EQ(arranged(order, {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}),
              (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}))
        << "a row back after it was gone is new: below the others";
    EXPECT_EQ(order.indexOf(QStringLiteral("c")), 2);
}
