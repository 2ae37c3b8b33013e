#include "steadytable.h"

#include "gui/statuscolours.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMouseEvent>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace SolveDeck {

namespace {

// How long after the button went a click where it was is taken as meant for it (and dropped).
constexpr int buttonGraceMs = 700;

} // namespace

SteadyTableView::SteadyTableView(QWidget *parent)
    : QTableView(parent)
{
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        rangeChanged(max);
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &SteadyTableView::valueChanged);
}

void SteadyTableView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (m_inTimer) {
        return;
    }
    QTableView::scrollTo(index, hint);
}

void SteadyTableView::timerEvent(QTimerEvent *event)
{
    const QScopedValueRollback<bool> inTimer(m_inTimer, true);
    QTableView::timerEvent(event);
}

void SteadyTableView::holdTop(int row)
{
    if (row > m_ownMax) {
        m_heldTop = row;
        const QScopedValueRollback extending(m_extending, true);
        verticalScrollBar()->setMaximum(row);
        return;
    }
    m_heldTop = 0;
    // The extra range goes once the value is back inside the view's own (now, or when the caller scrolls there).
    valueChanged(verticalScrollBar()->value());
}

void SteadyTableView::rangeChanged(int max)
{
    if (m_extending) {
        return;
    }
    // QTableView set its range (rows inserted, a resize): the held row stays reachable. This runs before the scroll
    // bar bounds its value by the new range, so the value never moves.
    m_ownMax = max;
    if (m_heldTop > max) {
        const QScopedValueRollback extending(m_extending, true);
        verticalScrollBar()->setMaximum(m_heldTop);
    } else {
        m_heldTop = 0;
    }
}

void SteadyTableView::valueChanged(int value)
{
    // Back within the view's own range (scrolled up, to the top): the extra range goes, and QTableView sets its own.
    if (value <= m_ownMax && verticalScrollBar()->maximum() > m_ownMax) {
        m_heldTop = 0;
        updateGeometries();
    }
}

void SteadyTableView::updateGeometries()
{
    QTableView::updateGeometries();
    // While every row fits, QTableView puts the first row at the top whatever the scroll bar says.
    syncOffset();
}

void SteadyTableView::scrollContentsBy(int dx, int dy)
{
    QTableView::scrollContentsBy(dx, dy);
    // At the scroll bar's end QTableView shows the last row at the bottom; past its own range the top row is the
    // scroll bar's value.
    syncOffset();
}

void SteadyTableView::syncOffset()
{
    // Also within the view's own range: at its end QTableView aligns the last row with the bottom, which left the
    // top row half under the headers (and the rows above one fewer than the scroll bar said). The top row is whole.
    if (verticalScrollMode() != ScrollPerItem) {
        return;
    }
    QHeaderView *header = verticalHeader();
    const int top = verticalScrollBar()->value();
    if (top < 0 || top >= header->count()) {
        return;
    }
    const int position = header->sectionPosition(header->logicalIndex(top));
    if (header->offset() != position) {
        header->setOffset(position);
        viewport()->update();
    }
}

SteadyTable::SteadyTable(QTableView *table, QObject *parent)
    : QObject(parent)
    , m_table(table)
{
    // Counting rows is what keeps them still: one scroll step is one row.
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    // Where the pointer is, also while no button is pressed.
    m_table->viewport()->setMouseTracking(true);
    m_table->viewport()->installEventFilter(this);
    m_table->horizontalHeader()->viewport()->installEventFilter(this);

    // Over the table's top, not inside its viewport: the viewport moves its children when it scrolls.
    m_button = new QPushButton(m_table);
    m_button->setObjectName(QStringLiteral("newJobsAboveButton"));
    m_button->setCursor(Qt::PointingHandCursor);
    m_button->setFocusPolicy(Qt::NoFocus);
    m_button->setToolTip(tr("Jobs above the rows you are looking at: new ones were not pushed into view. Click to "
                            "scroll up to them."));
    m_button->setAccessibleDescription(m_button->toolTip());
    StatusColours::followPalette(m_button, [](const QPalette &palette) {
        return QStringLiteral("QPushButton { background: %1; color: %2; border: none; border-radius: 10px; "
                              "padding: 1px 10px; font-weight: bold; }")
            .arg(palette.color(QPalette::Highlight).name(), palette.color(QPalette::HighlightedText).name());
    });
    m_button->hide();
    connect(m_button, &QPushButton::clicked, this, [this] {
        showNewest();
    });

    QAbstractItemModel *model = m_table->model();
    Q_ASSERT(model);
    // Before each change: which row to keep where it is; after it: scroll so it is there again. The view handled
    // the change first (it connected to the model before this did).
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, &SteadyTable::aboutToChange);
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this](const QModelIndex &, int first, int last) {
        rowsAboutToBeRemoved(first, last);
        aboutToChange();
    });
    connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, &SteadyTable::aboutToChange);
    connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        aboutToChange();
        m_layoutChange = true;
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, &SteadyTable::changed);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &SteadyTable::changed);
    connect(model, &QAbstractItemModel::rowsMoved, this, &SteadyTable::changed);
    connect(model, &QAbstractItemModel::layoutChanged, this, &SteadyTable::layoutChanged);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_anchored = false;
        m_adjusting = false;
        m_seenAbove = 0;
        m_viewAbove = true;
        m_lastTop = topRow();
        recount();
    });
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this, &SteadyTable::scrolled);
}

void SteadyTable::scrolled(int value)
{
    const int before = std::exchange(m_lastTop, value);
    if (!m_adjusting) {
        if (value > before) {
            m_seenAbove += value - before; // the rows scrolled past were in view
        } else {
            m_seenAbove = std::max(0, m_seenAbove - (before - value)); // the seen ones, nearest, come back first
        }
    }
    recount();
}

void SteadyTable::rowsAboutToBeRemoved(int first, int last)
{
    // Seen rows above the view that go (jobs that left a state's view) are no longer there to be seen: the unseen
    // ones are the top m_newAbove rows, the seen ones the rest up to the view.
    const int top = topRow();
    const int seenFrom = std::max(0, top - m_seenAbove);
    const int gone = std::max(0, std::min(last, top - 1) - std::max(first, seenFrom) + 1);
    m_seenAbove = std::max(0, m_seenAbove - gone);
}

void SteadyTable::recount()
{
    if (m_adjusting) {
        return; // once the rows are where they are held
    }
    // A top held past the view's last row holds nothing: the rows were drawn at the bottom of a blank table under
    // "13 new jobs above" for 4 (a seventeenth trial, after a view changed under a held row). The view starts at its
    // top.
    if (const int top = topRow(); top > 0 && top >= m_table->model()->rowCount()) {
        m_seenAbove = 0;
        if (auto *view = qobject_cast<SteadyTableView *>(m_table)) {
            view->holdTop(0);
        }
        m_table->scrollToTop(); // scrolled() counts again
        if (topRow() == 0) {
            return;
        }
    }
    setNewAbove(topRow() - m_seenAbove);
}

bool SteadyTable::newView() const
{
    return m_rowsAreNew && !m_rowsAreNew();
}

void SteadyTable::setFollowNewest(bool follow)
{
    m_followNewest = follow;
}

bool SteadyTable::following() const
{
    // A pointer resting on the table's blank part (below the last row: a short view, the demo's first minute) holds
    // nothing still: only one on a row does.
    const bool onARow = m_pointerInside && m_table->indexAt(m_pointer).isValid();
    if (!m_followNewest || topRow() != 0 || onARow) {
        return false;
    }
    const QItemSelectionModel *selection = m_table->selectionModel();
    return selection == nullptr || !selection->hasSelection();
}

int SteadyTable::topRow() const
{
    return m_table->verticalScrollBar()->value();
}

void SteadyTable::setNewestFirst(std::function<bool()> newestFirst)
{
    m_newestFirst = std::move(newestFirst);
}

void SteadyTable::setRowsAreNew(std::function<bool()> rowsAreNew)
{
    m_rowsAreNew = std::move(rowsAreNew);
}

void SteadyTable::layoutChanged()
{
    const bool layout = std::exchange(m_layoutChange, false);
    if (!layout || !newView()) {
        changed(); // the same view re-read: rows that came in above the held one are counted as unseen
        return;
    }
    // Another view the operator asked for (a filter, a sort): a selected job in view keeps its line, with every
    // row above it unseen in the new view; with nothing selected, the new view starts at its top.
    m_seenAbove = 0;
    m_viewAbove = true;
    // The selected job it was to keep in line left with the view (a filter that none of the selection matches): as
    // with nothing selected (an eighteenth trial saw "6 new jobs above" held for a selection that had gone).
    const bool anchorLeft = m_anchored && !m_anchor.isValid();
    if (std::exchange(m_toTop, false) || anchorLeft) {
        m_anchored = false;
        m_adjusting = false;
        if (auto *view = qobject_cast<SteadyTableView *>(m_table)) {
            view->holdTop(0);
        }
        m_table->scrollToTop();
        recount();
        return;
    }
    changed();
    // Again once the view has settled: the scroll bar takes the new range in steps, and a step may move it.
    QMetaObject::invokeMethod(
        this,
        [this] {
        if (following()) {
            m_seenAbove = topRow();
        }
        recount();
        },
        Qt::QueuedConnection);
}

void SteadyTable::aboutToChange()
{
    m_anchored = false;
    m_layoutChange = false;
    m_toTop = false;
    m_adjusting = true; // until changed(): the scroll bar's moves are the model's, not the operator's
    if (following()) {
        return; // the newest pushes the rows down
    }
    const bool another = newView();
    QModelIndex anchor;
    if (m_pointerInside && !another) {
        anchor = m_table->indexAt(m_pointer); // the rows under a pointer change with the view: nothing to hold
    }
    if (!anchor.isValid() && m_table->selectionModel()) {
        const QRect visible = m_table->viewport()->rect();
        for (const QModelIndex &selected : m_table->selectionModel()->selectedRows()) {
            if (visible.intersects(m_table->visualRect(selected))) {
                anchor = selected;
                break;
            }
        }
    }
    if (!anchor.isValid() && another) {
        m_toTop = true;
        return;
    }
    if (!anchor.isValid() && m_table->model()->rowCount() > 0) {
        anchor = m_table->model()->index(std::min(topRow(), m_table->model()->rowCount() - 1), 0);
    }
    if (!anchor.isValid()) {
        return;
    }
    m_anchor = anchor;
    m_anchorRow = anchor.row();
    m_anchorOffset = anchor.row() - topRow();
    m_anchored = true;
}

void SteadyTable::changed()
{
    if (std::exchange(m_anchored, false) && m_anchor.isValid()) {
        // The view lays new rows out later; the scroll range must include them before the value can move.
        m_table->doItemsLayout();
        const int top = std::max(0, m_anchor.row() - m_anchorOffset);
        // Also while every row fits (nothing to scroll by in QTableView's own range): the rows hold still all the
        // same.
        if (auto *view = qobject_cast<SteadyTableView *>(m_table)) {
            view->holdTop(top);
        }
        m_table->verticalScrollBar()->setValue(top);
    } // else following, or the anchored row went: the view keeps its scroll position
    m_adjusting = false;
    m_lastTop = topRow();
    m_seenAbove = std::min(m_seenAbove, m_lastTop);
    recount();
}

void SteadyTable::setNewAbove(int count)
{
    // Never more than the rows above the first one in view (none in an empty view).
    m_newAbove = std::clamp(count, 0, m_table->model()->rowCount() > 0 ? topRow() : 0);
    if (m_newAbove == 0) {
        m_viewAbove = false;
        if (m_button->isVisible()) {
            // It went by itself (the view scrolled up, a new filter): a click aimed at it may be on its way. Or it
            // was clicked: the second click of a double-click lands where it was, on the row now there, and
            // selected the newest job in place of the operator's (a thirty-second trial).
            m_buttonWas = QRect(m_button->mapToGlobal(QPoint(0, 0)), m_button->size()).adjusted(-4, -4, 4, 4);
            m_buttonGone.start();
        }
        m_button->hide();
        return;
    }
    m_buttonGone.invalidate();
    // Rows a sort or a filter put above are not new: "29 new jobs above" named the 29 oldest jobs after a sort by ID
    // (a thirty-second trial).
    const bool newJobs = !m_viewAbove && (!m_newestFirst || m_newestFirst());
    m_button->setText(newJobs ? tr("%n new job(s) above", nullptr, m_newAbove)
                              : tr("%n job(s) above", nullptr, m_newAbove));
    m_button->setAccessibleName(m_button->text());
    placeButton();
    m_button->show();
    m_button->raise();
}

QWidget *SteadyTable::buttonPlace(QWidget *parent)
{
    if (m_place == nullptr) {
        m_place = new QWidget(parent);
        m_place->setObjectName(QStringLiteral("newJobsAbovePlace"));
        auto *layout = new QHBoxLayout(m_place);
        layout->setContentsMargins(6, 0, 0, 0);
        // Room for the longest count, kept while the button is hidden: nothing beside it moves when it comes.
        const QString shown = m_button->text();
        int widest = 0;
        for (const int count : {1, 2, 999}) {
            m_button->setText(tr("%n new job(s) above", nullptr, count));
            widest = std::max(widest, m_button->sizeHint().width());
        }
        m_button->setText(shown);
        m_place->setFixedWidth(widest + layout->contentsMargins().left());
        m_place->setAccessibleName(tr("New jobs above"));
    }
    return m_place;
}

void SteadyTable::placeButton()
{
    if (m_place != nullptr && m_place->isVisible()) {
        if (m_button->parentWidget() != m_place) {
            m_button->setParent(m_place);
            static_cast<QHBoxLayout *>(m_place->layout())->addWidget(m_button, 0, Qt::AlignLeft | Qt::AlignVCenter);
        }
        return;
    }
    if (m_button->parentWidget() != m_table) {
        m_button->setParent(m_table);
    }
    // Over the top of the rows, below the column headers: over the headers it hid "Page URL" and "Created", and a
    // click meant for it sorted the table once it had gone.
    const QRect viewport = m_table->viewport()->geometry();
    const QSize size = m_button->sizeHint();
    // At the right end: in the middle it hid the page URL of the top row, often the job just queued or selected (a
    // sixth trial); the last columns (the token's life, the error) are also in the detail pane.
    m_button->setGeometry(std::max(viewport.left(), viewport.right() - size.width() - 8),
                          viewport.top() + 4,
                          size.width(),
                          size.height());
}

void SteadyTable::showNewest()
{
    setNewAbove(0);
    m_table->scrollToTop();
}

bool SteadyTable::meantForTheButton(const QEvent *event) const
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
        break;
    default:
        return false;
    }
    if (!m_buttonGone.isValid() || m_buttonGone.elapsed() > buttonGraceMs) {
        return false;
    }
    return m_buttonWas.contains(static_cast<const QMouseEvent *>(event)->globalPosition().toPoint());
}

bool SteadyTable::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_table->viewport() || watched == m_table->horizontalHeader()->viewport())
        && meantForTheButton(event)) {
        return true; // neither a sort nor a row's selection
    }
    if (watched == m_table->viewport()) {
        switch (event->type()) {
        case QEvent::Enter:
            // Not yet: a pointer that merely rests where the window opened (a first start, a restart) is nobody
            // looking at a row, and held the seeded jobs out of view as "new" (a fourth trial). It holds rows from
            // its first move.
            break;
        case QEvent::MouseMove:
            m_pointerInside = true;
            m_pointer = static_cast<QMouseEvent *>(event)->position().toPoint();
            break;
        case QEvent::Leave:
            m_pointerInside = false;
            break;
        case QEvent::Resize:
            if (m_button->isVisible()) {
                placeButton();
            }
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace SolveDeck
