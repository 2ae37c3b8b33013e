#include "jobimport.h"

#include "core/io/jobcsvreader.h"
#include "core/io/jobfilefields.h"
#include "core/io/jobfilesource.h"
#include "core/io/jobjsonlreader.h"
#include "core/model/validation.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::JobFileReader::Private", "SolveDeck::JobFileReader", "SolveDeck")

// The reader of one format over the input's bytes; page URLs are read here.
struct JobFileReader::Private
{
    Private(QIODevice &device, JobFileFormat f)
        : source(device)
        , format(f)
        , csv(source)
        , jsonl(source)
    {
    }

    JobFileSource source;
    JobFileFormat format;
    CsvJobReader csv;
    JsonlJobReader jsonl;
    TaskSpec shared; // PageUrls: the method, site key and parameters of every line's job
    bool started = false;
    bool failed = false;

    Result<std::optional<ImportedJob>> nextPageUrl()
    {
        if (!started) {
            started = true;
            source.skipBom();
        }
        while (true) {
            const int lineNumber = source.line();
            auto read = source.readLine();
            if (!read) {
                return read.error();
            }
            if (!read->has_value()) {
                return std::optional<ImportedJob>{};
            }
            source.nextLine();
            const std::optional<QString> decoded = JobFileFields::decodeUtf8(**read);
            if (!decoded) {
                return JobFileFields::notUtf8(lineNumber, {});
            }
            const QString url = decoded->trimmed();
            if (url.isEmpty() || url.startsWith(QLatin1Char('#'))) {
                continue;
            }
            if (url.size() > ImportLimits::maxFieldBytes) {
                return JobFileFields::tooLong(lineNumber, JobFileFields::pageurl, ImportLimits::maxFieldBytes);
            }
            ImportedJob job;
            job.line = lineNumber;
            job.spec = shared;
            job.spec.pageurl = url;
            if (auto valid = validateTaskSpec(job.spec); !valid) {
                return JobFileFields::lineError(lineNumber, valid.error().message, valid.error().code);
            }
            return std::optional<ImportedJob>{std::move(job)};
        }
    }
};

JobFileReader::JobFileReader(QIODevice &in, JobFileFormat format)
    : d(std::make_unique<Private>(in, format))
{
}

JobFileReader::~JobFileReader() = default;

void JobFileReader::setSharedSpec(const TaskSpec &spec)
{
    d->shared = spec;
}

Result<std::optional<ImportedJob>> JobFileReader::next()
{
    if (d->failed) {
        return std::optional<ImportedJob>{};
    }
    Result<std::optional<ImportedJob>> result = d->format == JobFileFormat::Csv   ? d->csv.next()
                                              : d->format == JobFileFormat::Jsonl ? d->jsonl.next()
                                                                                  : d->nextPageUrl();
    if (!result) {
        d->failed = true;
    } else if (!result->has_value() && d->source.failed()) {
        d->failed = true;
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("line %1: the file could not be read to its end. Check the disk and try again.")
                         .arg(d->source.line())};
    }
    return result;
}

namespace {

Result<QList<ImportedJob>> readAll(QIODevice &in, JobFileFormat format, const TaskSpec &shared = {})
{
    JobFileReader reader(in, format);
    reader.setSharedSpec(shared);
    QList<ImportedJob> jobs;
    while (true) {
        auto next = reader.next();
        if (!next) {
            return next.error();
        }
        if (!next->has_value()) {
            return jobs;
        }
        jobs << std::move(**next);
    }
}

} // namespace

Result<QList<ImportedJob>> parseJobCsv(QIODevice &in)
{
    return readAll(in, JobFileFormat::Csv);
}

Result<QList<ImportedJob>> parseJobJsonl(QIODevice &in)
{
    return readAll(in, JobFileFormat::Jsonl);
}

Result<QList<ImportedJob>> parsePageUrls(QIODevice &in, const TaskSpec &shared)
{
    return readAll(in, JobFileFormat::PageUrls, shared);
}

Result<JobFileFormat> jobFileFormatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) {
        return JobFileFormat::Csv;
    }
    if (suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson")) {
        return JobFileFormat::Jsonl;
    }
    return Error{QStringLiteral("INVALID_JOB_FILE"),
                 tr("%1: unknown file type \".%2\". Use a .csv file or a .jsonl / .ndjson file (one JSON object "
                    "per line).")
                     .arg(path, suffix)};
}

Result<std::unique_ptr<QIODevice>> openJobFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("Could not read %1: there is no such file. Check the path.").arg(path)};
    }
    if (info.isDir()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is a folder, not a job file. Give the path of a .csv or .jsonl file.").arg(path)};
    }
    // A FIFO, socket or device (/dev/zero, /dev/stdin) could feed bytes for ever: only regular files are read.
    if (!info.isFile()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give "
                        "its path.")
                         .arg(path)};
    }
    if (info.size() > ImportLimits::maxFileBytes) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is %2 MiB, larger than the %3 MiB a job file may be. Split it into smaller files.")
                         .arg(path)
                         .arg(info.size() / (1024 * 1024))
                         .arg(ImportLimits::maxFileBytes / (1024 * 1024))};
    }
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly)) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("Could not read %1: %2. Check the path and that the file is readable.")
                         .arg(path, file->errorString())};
    }
    if (file->isSequential()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give "
                        "its path.")
                         .arg(path)};
    }
    return std::unique_ptr<QIODevice>(std::move(file));
}

Result<QList<ImportedJob>> parseJobFile(const QString &path)
{
    const Result<JobFileFormat> format = jobFileFormatOf(path);
    if (!format) {
        return format.error();
    }
    Result<std::unique_ptr<QIODevice>> file = openJobFile(path);
    if (!file) {
        return file.error();
    }
    return readAll(*file.value(), format.value());
}

} // namespace SolveDeck
