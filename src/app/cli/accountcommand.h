#pragma once

#include "invocation.h"

#include <QObject>

#include <memory>

namespace SolveDeck::Cli {

class ApiAccess;

// 'threads' (res.php action=threadsinfo) and 'balance' (action=getbalance): one request each, printed as text or
// JSON. A rejected key is a configuration error (exit 3); any other failure exits 4 with the catalogue's cause.
class AccountCommand : public QObject
{
    Q_OBJECT

public:
    explicit AccountCommand(Invocation inv, QObject *parent = nullptr);
    ~AccountCommand() override;

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void request();
    void finish(int exitCode);

    Invocation m_inv;
    std::unique_ptr<ApiAccess> m_api;
};

} // namespace SolveDeck::Cli
