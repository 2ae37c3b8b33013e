#include "gatewayrequest.h"

#include <algorithm>

namespace SolveDeck::Gateway {

QByteArray GatewayRequest::header(QByteArrayView name) const
{
    for (const auto &field : headers) {
        if (name.compare(field.first, Qt::CaseInsensitive) == 0) {
            return field.second;
        }
    }
    return {};
}

bool GatewayRequest::hasHeader(QByteArrayView name) const
{
    return std::any_of(headers.cbegin(), headers.cend(), [name](const auto &field) {
        return name.compare(field.first, Qt::CaseInsensitive) == 0;
    });
}

QString GatewayRequest::queryValue(const QString &name) const
{
    for (auto it = query.crbegin(); it != query.crend(); ++it) {
        if (it->first == name) {
            return it->second;
        }
    }
    return {};
}

bool GatewayRequest::hasQueryItem(const QString &name) const
{
    return std::any_of(query.cbegin(), query.cend(), [&name](const auto &item) {
        return item.first == name;
    });
}

} // namespace SolveDeck::Gateway
