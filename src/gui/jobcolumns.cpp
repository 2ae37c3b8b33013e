#include "jobcolumns.h"

#include "gui/jobtablemodel.h"
#include "gui/sortarrowstyle.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <functional>
#include <limits>

namespace SolveDeck {

namespace {

// Re-fitting for new texts (a longer error code, a waiting reason) happens at most this often.
constexpr int kRefitMs = 1000;

// The longest texts of free-text columns are cut (elided, whole in their tooltip) at this many average characters.
constexpr int kSiteChars = 40; // a site key has at most 40 (reCAPTCHA 40, Turnstile 20 to 40)
// The page URL asks for its rows' addresses up to this many characters before the other free texts widen.
constexpr int kPageUrlChars = 56;
// How many characters longer than the typical address in view one may be and still count as typical.
constexpr int kPageUrlNearChars = 6;
// The free-text columns never go below this; the page URL (its host and path say which page) not below more.
constexpr int kFreeTextMinimumChars = 15;
constexpr int kPageUrlMinimumChars = 24;
// Below its least width on a very narrow table, the page URL keeps its host before the details are cut.
constexpr int kPageUrlHostChars = 12;

} // namespace

QString PageUrlDelegate::elided(const QString &text, const QFontMetrics &metrics, int room)
{
    if (room <= 0 || metrics.horizontalAdvance(text) <= room) {
        return text;
    }
    // "shop1.example/…?demo=25": the host whole and as much of the end as fits ("shop1.ex…?demo=25" lost the host
    // that tells two sites apart: a tenth trial). A host too long for the room is cut in the middle with the rest.
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    const QString ellipsis(QChar(0x2026));
    const QString host = slash > 0 ? text.left(slash + 1) : QString();
    if (host.isEmpty() || metrics.horizontalAdvance(host + ellipsis) >= room) {
        return metrics.elidedText(text, Qt::ElideMiddle, room);
    }
    const QString rest = text.mid(slash + 1);
    qsizetype keep = 0;
    while (keep < rest.size() && metrics.horizontalAdvance(host + ellipsis + rest.right(keep + 1)) <= room) {
        ++keep;
    }
    return host + ellipsis + rest.right(keep);
}

QString PageUrlDelegate::shown(const QString &url)
{
    for (const QLatin1String scheme : {QLatin1String("https://"), QLatin1String("http://")}) {
        if (url.startsWith(scheme, Qt::CaseInsensitive)) {
            return url.mid(scheme.size());
        }
    }
    return url;
}

void PageUrlDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideMiddle;
    const QStyle *style = option->widget != nullptr ? option->widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
    // A few pixels less than the style's own room: a text that fitted by a pixel here was cut again by the style, in
    // its middle, host and all ("shop2.examp…ogin?demo=6": an eleventh trial).
    option->text = elided(option->text, option->fontMetrics, option->rect.width() - 2 * margin - kSlack);
}

JobColumns::JobColumns(QTableView *table, JobTableModel *model, QObject *parent)
    : QObject(parent)
    , m_table(table)
    , m_model(model)
{
    QHeaderView *header = m_table->horizontalHeader();
    // Its arrow points down over the newest job first.
    auto *arrows = new SortArrowStyle;
    arrows->setParent(header);
    header->setStyle(arrows);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Page URL takes the room that is left (fit()); the last column is sized like the others.
    header->setStretchLastSection(false);
    connect(header, &QHeaderView::sectionResized, this, [this](int column, int, int) {
        if (!m_fitting) {
            m_userWidth.insert(column);
        }
    });
    m_table->viewport()->installEventFilter(this);
    // The vertical scroll bar keeps its room: coming with rows above and going with a filter, it narrowed the table
    // and moved the columns by its width (an eleventh trial).
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
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
    // What a tester looks for first: which job, its state and what it means (why it waits, how long its token lasts,
    // why it failed), its method and the page it is for (what tells their jobs apart); when it was created, how long
    // it took and the site key give way first, last first.
    return {JobTableModel::IdColumn,
            JobTableModel::StateColumn,
            JobTableModel::DetailsColumn,
            JobTableModel::MethodColumn,
            JobTableModel::PageUrlColumn,
            JobTableModel::CreatedColumn,
            JobTableModel::ElapsedColumn,
            JobTableModel::SiteColumn};
}

QList<int> JobColumns::essentialColumns()
{
    return priority().mid(0, 5);
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
    case JobTableModel::DetailsColumn: {
        // The common texts whole ("cap full (5/5)", "valid 59 min 59 s"); a longer reason or error code is cut at
        // its end, whole in its tooltip and the detail pane.
        const QFontMetrics cell = m_table->fontMetrics();
        const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
        int width = header;
        for (const QString &text : JobTableModel::widestTexts(column)) {
            width = std::max(width, cell.horizontalAdvance(text) + padding);
        }
        return width;
    }
    case JobTableModel::SiteColumn:
        return std::max(header, m_table->fontMetrics().averageCharWidth() * kFreeTextMinimumChars);
    case JobTableModel::PageUrlColumn:
        return std::max(header, m_table->fontMetrics().averageCharWidth() * kPageUrlMinimumChars);
    default:
        return contentWidth(column); // ids, states, methods, times: never cut
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

int JobColumns::contentWidth(int column) const
{
    const QFontMetrics cell = m_table->fontMetrics();
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    int width = headerWidth(column);
    // The texts it always has room for in this language (states, methods, times, the common details).
    for (const QString &text : JobTableModel::widestTexts(column)) {
        width = std::max(width, cell.horizontalAdvance(text) + padding);
    }
    int cap = 0;
    switch (column) {
    case JobTableModel::IdColumn:
        // The ids in view (widths only grow): room for a million jobs beside 30 gave the page URL 20 px less.
        width = headerWidth(column);
        cap = cell.horizontalAdvance(QStringLiteral("000000000000")) + padding;
        break;
    case JobTableModel::DetailsColumn:
        // The commonest error code whole from the start, whatever the rows: widened when the first job failed, the
        // column moved the others about 85 px (a twelfth trial). A longer reason or code is cut, whole in its tooltip
        // and the detail pane.
        return std::max(width, cell.horizontalAdvance(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")) + padding);
    case JobTableModel::SiteColumn:
        // A site key whole when the room allows, by its own glyphs: an average width cut the demo's capitals to
        // "6LdDemoSiteKeyForSolveDeckConsoleD…" beside a Page URL with 300 px to spare (a thirtieth trial). A key is
        // at most 40 characters (reCAPTCHA's and Turnstile's shapes); a longer text is measured to its 40th.
        cap = std::numeric_limits<int>::max();
        break;
    case JobTableModel::PageUrlColumn:
        cap = cell.averageCharWidth() * kPageUrlChars;
        break;
    case JobTableModel::CreatedColumn:
        // A time today is short; the date comes with older jobs, when they are in view.
        width = headerWidth(column);
        cap = cell.horizontalAdvance(JobTableModel::widestTexts(column).value(0)) + padding;
        break;
    default:
        return width;
    }
    // By the rows in view now (reading no page the view has not asked for), cut at the cap. Widths only grow, so
    // rows that come and go move no column; a longer text than any before widens its column once.
    const auto [first, last] = rowsInView();
    QList<int> texts;
    for (int row = first; row <= last; ++row) {
        QString text = m_model->index(row, column).data().toString();
        if (column == JobTableModel::SiteColumn) {
            text.truncate(kSiteChars);
        }
        if (!text.isEmpty()) {
            texts << std::min(cap, cell.horizontalAdvance(text) + padding);
        }
    }
    if (!texts.isEmpty()) {
        // A page URL far longer than the others in view is cut in its middle (whole in its tooltip), not given the
        // room of every row's site key: one such address moved the columns and cut every key (a thirty-fifth trial).
        // One a few characters longer is whole: a forty-third trial saw every "checkout" address cut beside a site
        // key, cut anyway, that took the room.
        width = std::max(width,
                         column == JobTableModel::PageUrlColumn
                             ? typicalWidth(texts, kPageUrlNearChars * cell.averageCharWidth())
                             : *std::max_element(texts.cbegin(), texts.cend()));
    }
    int &seen = m_seen[column];
    seen = std::max(seen, width);
    return seen;
}

int JobColumns::typicalWidth(QList<int> widths, int near)
{
    if (widths.isEmpty()) {
        return 0;
    }
    std::sort(widths.begin(), widths.end(), std::greater<>());
    const qsizetype outliers = widths.size() >= 3 ? std::max<qsizetype>(1, widths.size() / 10) : 0;
    for (qsizetype i = 0; i < outliers; ++i) {
        if (widths.at(i) - widths.at(outliers) <= near) {
            return widths.at(i);
        }
    }
    return widths.at(outliers);
}

int JobColumns::leastTableWidth() const
{
    int used = 0;
    for (const int column : essentialColumns()) {
        if (m_userHidden.contains(column)) {
            continue;
        }
        if (m_userWidth.contains(column)) {
            used += m_table->columnWidth(column);
            continue;
        }
        int width = std::min(contentWidth(column), minimumWidth(column));
        if (column == JobTableModel::PageUrlColumn) {
            width = std::min(width, pageUrlHostFloor());
        }
        used += width;
    }
    return used + (m_table->width() - m_table->viewport()->width());
}

int JobColumns::pageUrlHostFloor() const
{
    return std::max(headerWidth(JobTableModel::PageUrlColumn), hostWidth());
}

int JobColumns::hostWidth() const
{
    // The widest host of the addresses in view with "/…", as PageUrlDelegate cuts them (widths only grow): German at
    // 900 px cut "shop1.example/" to "shop…" (a twelfth trial). Room for a few characters of their end as well took
    // the room a queued row's reason needed at 900 px in German (a fourteenth trial).
    const QFontMetrics cell = m_table->fontMetrics();
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    int width = cell.averageCharWidth() * kPageUrlHostChars;
    const auto [first, last] = rowsInView();
    for (int row = first; row <= last; ++row) {
        const QString url = m_model->index(row, JobTableModel::PageUrlColumn).data().toString();
        if (const qsizetype slash = url.indexOf(QLatin1Char('/')); slash > 0) {
            width = std::max(width,
                             cell.horizontalAdvance(url.left(slash + 1) + QChar(0x2026)) + padding
                                 + PageUrlDelegate::kSlack);
        }
    }
    int &seen = m_seen[-1];
    seen = std::max(seen, width);
    return seen;
}

void JobColumns::fit()
{
    m_refit.stop();
    m_fitting = true;
    const int available = m_table->viewport()->width();
    m_leftOut.clear();
    // Which columns show depends on the table's width, not on the rows in view: columns that came and went as jobs
    // changed state moved the others under the pointer (a tenth trial). ID, State, Details, Method and Page URL always
    // show, each at least at its least width (the table scrolls sideways before one of them goes); Details and Page
    // URL then widen to their texts; Created, Elapsed and Site key follow while they fit; the rest goes to Page URL.
    QHash<int, int> width;
    QHash<int, int> wanted;
    for (const int column : priority()) {
        const bool fixed = m_userWidth.contains(column);
        wanted[column] = fixed ? m_table->columnWidth(column) : contentWidth(column);
        width[column] = fixed ? wanted[column] : std::min(wanted[column], minimumWidth(column));
    }
    QList<int> shown;
    int used = 0;
    for (const int column : essentialColumns()) {
        if (!m_userHidden.contains(column)) {
            shown << column;
            used += width[column];
        }
    }
    // On a very narrow table the page URL and the details give up their least widths before anything scrolls: what
    // shows of them is cut (the page URL keeping its host), whole in the tooltip. The page URL first down to about its
    // host, then the details, then the page URL to its header (German at 900 px cut the page URL to "shop…o=28"
    // beside whole details: a screenshot after the tenth trial).
    const std::pair<int, int> steps[] = {{JobTableModel::PageUrlColumn, pageUrlHostFloor()},
                                         {JobTableModel::DetailsColumn, headerWidth(JobTableModel::DetailsColumn)},
                                         {JobTableModel::PageUrlColumn, headerWidth(JobTableModel::PageUrlColumn)}};
    for (const auto &[column, floor] : steps) {
        if (used > available && shown.contains(column) && !m_userWidth.contains(column)) {
            const int less = std::min(width[column], std::max(floor, width[column] - (used - available)));
            used -= width[column] - less;
            width[column] = less;
        }
    }
    int left = available - used;
    const auto widen = [&](int column) {
        if (shown.contains(column)) {
            const int more = std::clamp(wanted[column] - width[column], 0, std::max(0, left));
            width[column] += more;
            left -= more;
        }
    };
    const auto showIfItFits = [&](int column) {
        if (shown.contains(column) || m_leftOut.contains(column) || m_userHidden.contains(column)) {
            return;
        }
        if (m_userShown.contains(column) || width[column] <= left) {
            shown << column;
            left -= width[column];
        } else {
            m_leftOut.insert(column);
        }
    };
    widen(JobTableModel::DetailsColumn);
    // When a job was created comes before a page URL wider than its least width, which keeps its host and its end
    // (at 1200 px the table showed no time at all: an eleventh trial); then the page URL widens to its addresses, and
    // Elapsed and Site key follow while they fit.
    showIfItFits(JobTableModel::CreatedColumn);
    widen(JobTableModel::PageUrlColumn);
    for (const int column : priority()) {
        showIfItFits(column);
    }
    // Room still left widens those to their texts (a site key whole), then goes to the page URL.
    for (const int column : priority().mid(essentialColumns().size())) {
        widen(column);
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
    // At the same table width no column moves for the rows in view: a column shown at the last fit keeps its width
    // while the page URL, beside it, can give it back (a thirty-ninth trial saw the site keys lose a character to one
    // long address under a text filter, where it was not the odd one out of the rows in view).
    const int url = JobTableModel::PageUrlColumn;
    if (available == m_fittedAt && shown.contains(url) && !m_userWidth.contains(url)) {
        for (const int column : priority()) {
            if (column == url || !shown.contains(column) || m_userWidth.contains(column)
                || !m_fitted.contains(column)) {
                continue;
            }
            const int back = std::min(m_fitted.value(column) - width[column], width[url] - minimumWidth(url));
            if (back > 0) {
                width[column] += back;
                width[url] -= back;
            }
        }
    }
    m_fittedAt = available;
    m_fitted.clear();
    for (const int column : std::as_const(shown)) {
        m_fitted.insert(column, width[column]);
    }
    for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
        const bool show = shown.contains(column);
        m_table->setColumnHidden(column, !show);
        if (show && !m_userWidth.contains(column)) {
            m_table->setColumnWidth(column, width[column]);
        }
    }
    m_fitting = false;
    if (const int least = leastTableWidth(); least > m_leastSaid) {
        m_leastSaid = least;
        Q_EMIT leastTableWidthGrew();
    }
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
    QSet<QChar> letters;
    for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
        // The header's words with a letter underlined: every command has a way in from the keyboard. The first letter
        // no column above has taken ("State" and "Site key" shared S, German "Details" and "Dauer" D: a
        // twenty-fourth trial).
        const QString header = m_model->headerData(column, Qt::Horizontal).toString();
        QString text;
        bool marked = false;
        for (const QChar c : header) {
            if (!marked && c.isLetterOrNumber() && !letters.contains(c.toLower())) {
                letters.insert(c.toLower());
                text += QLatin1Char('&');
                marked = true;
            }
            text += c == QLatin1Char('&') ? QStringLiteral("&&") : QString(c);
        }
        auto *action = menu->addAction(text);
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
