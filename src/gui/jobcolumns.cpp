#include "jobcolumns.h"

#include "gui/jobtablemodel.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <functional>

namespace SolveDeck {

namespace {

// Re-fitting for new texts (a longer error code, a waiting reason) happens at most this often.
constexpr int kRefitMs = 1000;

// The longest texts of free-text columns are cut (elided, whole in their tooltip) at this many average characters.
constexpr int kWaitingChars = 24;
constexpr int kSiteChars = 16;
constexpr int kErrorChars = 40; // codes are capitals: wider than the average character
// The page URL asks for its rows' addresses up to this many characters before the other free texts widen.
constexpr int kPageUrlChars = 56;
// The free-text columns never go below this; the page URL (its host and path say which page) not below more.
constexpr int kFreeTextMinimumChars = 15;
constexpr int kPageUrlMinimumChars = 24;

} // namespace

void PageUrlDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideMiddle;
}

JobColumns::JobColumns(QTableView *table, JobTableModel *model, QObject *parent)
    : QObject(parent)
    , m_table(table)
    , m_model(model)
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Page URL takes the room that is left (fit()); the last column is sized like the others.
    header->setStretchLastSection(false);
    connect(header, &QHeaderView::sectionResized, this, [this](int column, int, int) {
        if (!m_fitting) {
            m_userWidth.insert(column);
        }
    });
    m_table->viewport()->installEventFilter(this);
    m_table->setItemDelegateForColumn(JobTableModel::PageUrlColumn, new PageUrlDelegate(this));
    // One line per cell, cut by its column's elide mode: wrapped at a "?" or a "-", a cell showed its first line and
    // an ellipsis ("shop2.example/signup?…", a site key "6Le-…": a ninth trial), whatever the mode said.
    m_table->setWordWrap(false);
    // The sorted column's header has room for its arrow (headerWidth()).
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this] {
        QTimer::singleShot(0, this, &JobColumns::fit);
    });
    m_refit.setSingleShot(true);
    m_refit.setInterval(kRefitMs);
    connect(&m_refit, &QTimer::timeout, this, &JobColumns::fit);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_model, signal, this, &JobColumns::scheduleFit);
    }
    connect(m_model,
            &QAbstractItemModel::dataChanged,
            this,
            [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
        // The time columns tick every second with DisplayRole only: their widths are fixed.
        if (roles.isEmpty() || roles.size() > 1) {
            scheduleFit();
        }
    });
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &JobColumns::scheduleFit);
    connect(m_model, &QAbstractItemModel::modelReset, this, &JobColumns::scheduleFit);
    // Rows scrolled into view may hold longer texts (widths only grow: nothing jumps back as one scrolls).
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this, &JobColumns::scheduleFit);
    fit();
}

QList<int> JobColumns::priority()
{
    // What a tester looks for first: which job, its state and method, the page it is for (what tells their jobs
    // apart: the third trial lost it at 900 px while an elided error code and the token's life stayed), the token's
    // life and its error (both also in the detail pane; a fourth trial lost the token's life to an Error column empty
    // but for one row); when it was created, how long it took, why it waits and the
    // site key give way first, last first.
    return {JobTableModel::IdColumn,
            JobTableModel::StateColumn,
            JobTableModel::MethodColumn,
            JobTableModel::PageUrlColumn,
            JobTableModel::TokenExpiryColumn,
            JobTableModel::ErrorColumn,
            JobTableModel::CreatedColumn,
            JobTableModel::ElapsedColumn,
            JobTableModel::WaitingColumn,
            JobTableModel::SiteColumn};
}

int JobColumns::headerWidth(int column) const
{
    const QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics head = header->fontMetrics();
    // The header with the section's margins, and its sort arrow when it is the column sorted by (room for an arrow on
    // every header left a column out for want of 20 px while the page URL had blank room: a seventh trial).
    const bool sorted = header->isSortIndicatorShown() && header->sortIndicatorSection() == column;
    const int arrow = sorted ? m_table->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, m_table) + 16 : 8;
    const int margin = 2 * m_table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_table) + 4;
    return head.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString()) + arrow + margin;
}

int JobColumns::minimumWidth(int column) const
{
    const int header = headerWidth(column);
    switch (column) {
    case JobTableModel::WaitingColumn:
        // The reasons are short ("cap full (5/5)", "paused"; what to do is in the tooltip): whole up to the column's
        // cap ("Grenze …" said nothing: a ninth trial).
        return std::max(header, contentWidth(column));
    case JobTableModel::SiteColumn:
        return std::max(header, m_table->fontMetrics().averageCharWidth() * kFreeTextMinimumChars);
    case JobTableModel::ErrorColumn:
        // An error code cut says nothing ("ERRO…", "ERROR_CA…": a third trial): whole, or the column gives way
        // (the state says Failed, the detail pane and the tooltip say why).
        return contentWidth(column);
    case JobTableModel::PageUrlColumn:
        return std::max(header, m_table->fontMetrics().averageCharWidth() * kPageUrlMinimumChars);
    default:
        return contentWidth(column); // states, methods, times: never cut
    }
}

std::pair<int, int> JobColumns::rowsInView() const
{
    const int first = std::max(0, m_table->rowAt(0));
    int last = m_table->rowAt(m_table->viewport()->height() - 1);
    if (last < 0) {
        last = m_model->rowCount() - 1;
    }
    return {first, std::min(last, m_model->rowCount() - 1)};
}

bool JobColumns::emptyInView(int column) const
{
    if (column == JobTableModel::IdColumn || column == JobTableModel::StateColumn) {
        return false;
    }
    const auto [first, last] = rowsInView();
    if (last < first) {
        return false; // no rows: nothing says the column is useless
    }
    for (int row = first; row <= last; ++row) {
        if (!m_model->index(row, column).data().toString().isEmpty()) {
            return false;
        }
    }
    return true;
}

JobColumns::WaitingInView JobColumns::waitingInView() const
{
    // One pass over the rows in view: the queued jobs and those with a token's life. The rows say which matters more:
    // as many queued jobs as jobs with a token's life, or more (an eighth trial saw twelve queued rows without their
    // reason beside seven with a token's life).
    int queued = 0;
    int tokens = 0;
    const auto [first, last] = rowsInView();
    for (int row = first; row <= last; ++row) {
        if (const std::optional<Job> job = m_model->jobAt(row)) {
            queued += job->state == JobState::Queued || job->state == JobState::Submitting ? 1 : 0;
        }
        tokens += m_model->index(row, JobTableModel::TokenExpiryColumn).data().toString().isEmpty() ? 0 : 1;
    }
    return {queued > 0, queued > 0 && queued >= tokens};
}

QList<int> JobColumns::fitOrder(const WaitingInView &waiting) const
{
    // Columns with nothing to show in the rows in view (no waiting reason among finished jobs, no error among
    // queued ones) give way before any column that says something, the page URL first of all.
    QList<int> order;
    QList<int> empty;
    for (const int column : priority()) {
        (emptyInView(column) ? empty : order) << column;
    }
    m_emptyInView = QSet<int>(empty.cbegin(), empty.cend());
    // With a queued job in view, why it waits comes right after its page when queued jobs are as many as those with
    // a token's life in view (a sixth trial lost it under "Queued" to the times), and right after the token's life
    // when those are more (a seventh trial, at 1200 px, lost the solved jobs' token life to the queued ones' reasons).
    if (waiting.queued && order.removeAll(JobTableModel::WaitingColumn) > 0) {
        const int after = waiting.first ? JobTableModel::PageUrlColumn : JobTableModel::TokenExpiryColumn;
        order.insert(order.contains(after) ? order.indexOf(after) + 1 : order.indexOf(JobTableModel::PageUrlColumn) + 1,
                     JobTableModel::WaitingColumn);
    }
    return order + empty;
}

int JobColumns::contentWidth(int column) const
{
    const QFontMetrics cell = m_table->fontMetrics();
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    int width = headerWidth(column);
    int cap = 0;
    switch (column) {
    case JobTableModel::IdColumn:
        // The ids in view (widths only grow): room for a million jobs beside 30 gave the page URL 20 px less.
        cap = cell.horizontalAdvance(QStringLiteral("000000000000")) + padding;
        break;
    case JobTableModel::WaitingColumn:
        cap = cell.averageCharWidth() * kWaitingChars;
        break;
    case JobTableModel::SiteColumn:
        cap = cell.averageCharWidth() * kSiteChars;
        break;
    case JobTableModel::ErrorColumn:
        cap = cell.averageCharWidth() * kErrorChars;
        break;
    case JobTableModel::PageUrlColumn:
        cap = cell.averageCharWidth() * kPageUrlChars;
        break;
    case JobTableModel::CreatedColumn:
        // A time today is short; the date comes with older jobs, when they are in view.
        cap = cell.horizontalAdvance(JobTableModel::widestTexts(column).value(0)) + padding;
        break;
    default:
        // Sized by the widest text it can show in this language.
        for (const QString &text : JobTableModel::widestTexts(column)) {
            width = std::max(width, cell.horizontalAdvance(text) + padding);
        }
        return width;
    }
    // By the rows in view now (reading no page the view has not asked for), cut at the cap.
    const auto [first, last] = rowsInView();
    for (int row = first; row <= last; ++row) {
        const QString text = m_model->index(row, column).data().toString();
        if (!text.isEmpty()) {
            width = std::max(width, std::min(cap, cell.horizontalAdvance(text) + padding));
        }
    }
    int &seen = m_seen[column];
    seen = std::max(seen, width);
    return seen;
}

int JobColumns::wholeWidth(int column) const
{
    const QFontMetrics cell = m_table->fontMetrics();
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    int width = 0;
    const auto [first, last] = rowsInView();
    for (int row = first; row <= last; ++row) {
        width = std::max(width, cell.horizontalAdvance(m_model->index(row, column).data().toString()) + padding);
    }
    return width;
}

void JobColumns::fit()
{
    m_refit.stop();
    m_fitting = true;
    const int available = m_table->viewport()->width();
    m_leftOut.clear();
    // First the columns, in priority order, at the least width that still says something (the fixed texts whole,
    // the free ones elided), each while it fits: one that does not gives way. Then the room left widens
    // them towards their content's width, in the same order; what is still left goes to the page URL.
    QList<int> shown;
    QHash<int, int> width;
    QHash<int, int> wanted;
    int used = 0;
    bool contentLeftOut = false;
    const WaitingInView waiting = waitingInView(); // read once per fit: the rows in view, one job each
    const QList<int> order = fitOrder(waiting);
    for (const int column : order) {
        if (m_userHidden.contains(column)) {
            continue;
        }
        const bool fixed = m_userWidth.contains(column);
        // A column empty in view asks for its header only.
        const bool empty = m_emptyInView.contains(column);
        wanted[column] = fixed ? m_table->columnWidth(column) : empty ? headerWidth(column) : contentWidth(column);
        width[column] = fixed || empty ? wanted[column] : std::min(wanted[column], minimumWidth(column));
        const bool essential = column == JobTableModel::IdColumn || column == JobTableModel::StateColumn;
        // One that does not fit gives way; a narrower one after it may still fit (an error code whole is wide: the
        // times behind it went with it, leaving blank room). A column with nothing in view only once every column
        // that says something has its place (an empty Error kept its header while Waiting for was left out under
        // "Queued": a sixth trial).
        const bool full = used + width[column] > available || (empty && contentLeftOut);
        contentLeftOut = contentLeftOut || (full && !empty);
        if (essential || m_userShown.contains(column) || !full) {
            used += width[column];
            shown << column;
        } else {
            m_leftOut.insert(column);
        }
    }
    // A column left out for want of room takes it from the less important ones after it that did fit (Created with
    // the same time in every row stood where the error of a failed job did not fit, and the token's life gave way to
    // it: a ninth trial). Those it displaces are left out instead.
    const auto removable = [this](int column) {
        return column != JobTableModel::IdColumn && column != JobTableModel::StateColumn
            && !m_userShown.contains(column) && !m_userWidth.contains(column);
    };
    for (qsizetype i = 0; i < order.size(); ++i) {
        const int column = order.at(i);
        if (!m_leftOut.contains(column) || m_emptyInView.contains(column)) {
            continue;
        }
        int room = available - used;
        QList<int> displaced;
        for (qsizetype j = order.size() - 1; j > i && room < width[column]; --j) {
            const int other = order.at(j);
            if (shown.contains(other) && removable(other)) {
                room += width[other];
                displaced << other;
            }
        }
        if (room < width[column]) {
            continue;
        }
        for (const int other : std::as_const(displaced)) {
            used -= width[other];
            m_leftOut.insert(other);
        }
        used += width[column];
        m_leftOut.remove(column);
        QList<int> kept;
        for (const int other : order) {
            if ((shown.contains(other) && !displaced.contains(other)) || other == column) {
                kept << other;
            }
        }
        shown = kept;
    }
    int left = available - used;
    // The page URL asks for the addresses in view now, not the widest it ever showed: an address seen once kept the
    // waiting reason and the site key out (unchecked under View > Columns) while the page URL had room to spare (a
    // fifth trial). The rest of the room still goes to it at the end.
    if (shown.contains(JobTableModel::PageUrlColumn) && !m_userWidth.contains(JobTableModel::PageUrlColumn)) {
        const int column = JobTableModel::PageUrlColumn;
        wanted[column] = std::max(width[column],
                                  std::min(wanted[column], std::max(headerWidth(column), wholeWidth(column))));
    }
    // A column with nothing in view does not keep the page URL from showing its addresses: while the columns up to
    // the page URL want more room than is left, the empty ones (the last first) give theirs.
    if (shown.contains(JobTableModel::PageUrlColumn) && !m_userWidth.contains(JobTableModel::PageUrlColumn)) {
        int needed = 0;
        for (const int column : std::as_const(shown)) {
            needed += std::max(0, wanted[column] - width[column]);
            if (column == JobTableModel::PageUrlColumn) {
                break;
            }
        }
        const auto giveWay = [&](const std::function<bool(int)> &which) {
            for (qsizetype i = shown.size() - 1; i >= 0 && needed > left; --i) {
                const int column = shown.at(i);
                if (which(column) && !m_userShown.contains(column) && !m_userWidth.contains(column)) {
                    left += width[column];
                    shown.removeAt(i);
                    m_leftOut.insert(column);
                }
            }
        };
        giveWay([this](int column) {
            return m_emptyInView.contains(column);
        });
        // Then the site key and the waiting reason, which would only show cut, and the times (the last first): a
        // page URL cut to "shop2.example/login?…" beside "0x4AAAA…" and "at the servic…" said nothing whole, and the
        // "demo=26" that tells two jobs apart is at its end (a fourth trial). The token's life and the error stay.
        // The waiting reason stays while queued jobs and no token's life are in view: why it waits (paused, cap full,
        // a host not authorised) is what a queued row is looked at for (a sixth trial lost it under "Queued"). Beside
        // solved jobs it gives way like the times (a seventh trial: at 900 px the page URL was cut beside it).
        const bool keepWaiting = waiting.first && !m_emptyInView.contains(JobTableModel::WaitingColumn);
        giveWay([keepWaiting](int column) {
            return column == JobTableModel::SiteColumn || (column == JobTableModel::WaitingColumn && !keepWaiting)
                || column == JobTableModel::ElapsedColumn || column == JobTableModel::CreatedColumn;
        });
        // The error and the token's life stay: a page URL cut in its middle keeps its host and its end (a sixth
        // trial saw it cut to its host at 900 px, with its end cut; a ninth saw failed jobs without their error at
        // 1200 px once the error gave way to the page URL).
        // A column left out comes back when it fits in what the page URL does not need of the room freed (Created
        // stayed out beside blank room in the page URL once the token's life had given way: a seventh trial), in
        // order; one with nothing in view does not.
        QList<int> back;
        for (const int column : order) {
            // The error and the token's life may take the page URL's room too (it is then cut in its middle).
            const bool staysBeforeTheUrl = column == JobTableModel::ErrorColumn
                                        || column == JobTableModel::TokenExpiryColumn;
            const int spare = staysBeforeTheUrl ? left : left - needed;
            if (m_leftOut.contains(column) && !m_emptyInView.contains(column) && width[column] <= spare) {
                left -= width[column];
                m_leftOut.remove(column);
                back << column;
            }
        }
        if (!back.isEmpty()) {
            QList<int> kept;
            for (const int column : order) {
                if (shown.contains(column) || back.contains(column)) {
                    kept << column;
                }
            }
            shown = kept;
        }
    }
    for (const int column : std::as_const(shown)) {
        const int more = std::clamp(wanted[column] - width[column], 0, std::max(0, left));
        width[column] += more;
        left -= more;
    }
    // Room still left first shows the free texts cut at their caps whole (a waiting reason or an error elided while
    // the page URL had blank room, a second trial found), then goes to the page URL.
    for (const int column : {JobTableModel::WaitingColumn, JobTableModel::ErrorColumn, JobTableModel::SiteColumn}) {
        if (left <= 0 || !shown.contains(column) || m_userWidth.contains(column) || m_emptyInView.contains(column)) {
            continue;
        }
        const int more = std::clamp(wholeWidth(column) - width[column], 0, left);
        width[column] += more;
        left -= more;
    }
    if (left > 0) {
        int taker = -1;
        if (shown.contains(JobTableModel::PageUrlColumn) && !m_userWidth.contains(JobTableModel::PageUrlColumn)) {
            taker = JobTableModel::PageUrlColumn;
        } else {
            for (int column = JobTableModel::ColumnCount - 1; column >= 0; --column) {
                if (shown.contains(column) && !m_userWidth.contains(column)) {
                    taker = column;
                    break;
                }
            }
        }
        if (taker >= 0) {
            width[taker] += left;
        }
    }
    for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
        const bool show = shown.contains(column);
        m_table->setColumnHidden(column, !show);
        if (show && !m_userWidth.contains(column)) {
            m_table->setColumnWidth(column, width[column]);
        }
    }
    m_fitting = false;
}

QList<int> JobColumns::leftOut() const
{
    QList<int> columns(m_leftOut.cbegin(), m_leftOut.cend());
    std::sort(columns.begin(), columns.end());
    return columns;
}

void JobColumns::scheduleFit()
{
    if (!m_refit.isActive()) {
        m_refit.start();
    }
}

void JobColumns::fillMenu(QMenu *menu)
{
    menu->clear();
    for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
        // The header's words with the first letter underlined: every command has a way in from the keyboard.
        QString text = m_model->headerData(column, Qt::Horizontal).toString();
        text.replace(QLatin1Char('&'), QStringLiteral("&&"));
        auto *action = menu->addAction(QLatin1Char('&') + text);
        action->setCheckable(true);
        action->setObjectName(QStringLiteral("column%1Action").arg(column));
        if (column == JobTableModel::IdColumn || column == JobTableModel::StateColumn) {
            action->setChecked(true);
            action->setEnabled(false); // always shown: without them a row says nothing
            continue;
        }
        connect(action, &QAction::toggled, this, [this, column](bool on) {
            if (on) {
                m_userHidden.remove(column);
                m_userShown.insert(column);
            } else {
                m_userShown.remove(column);
                m_userHidden.insert(column);
            }
            fit();
        });
    }
    // The check marks as the table is now (a narrow table leaves columns out by itself).
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        for (QAction *action : menu->actions()) {
            const int column = action->objectName().mid(6).chopped(6).toInt();
            const QSignalBlocker blocker(action);
            action->setChecked(!m_table->isColumnHidden(column));
            action->setToolTip(m_leftOut.contains(column) ? tr("Left out: the window is too narrow for it")
                                                          : QString());
        }
    });
}

bool JobColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fit();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace SolveDeck
