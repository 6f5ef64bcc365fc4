// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_CERTIFICATES_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_CERTIFICATES_HPP

// The webhook server's serving certificate, reloaded when its files change.

#include <versioned/k8s/detail/webhook_log.hpp>
#include <versioned/k8s/detail/webhook_metrics.hpp>

#include <boost/asio/ssl/context.hpp>

#include <openssl/asn1.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <sys/stat.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

namespace versioned::k8s::detail {

namespace webhook_ssl = boost::asio::ssl;

// The serving certificate: an ssl::context built from the files, rebuilt when they change.
// Sessions hold the context they started with (shared_ptr), so a swap never pulls it away.
class webhook_certificates {
public:
    webhook_certificates(std::string cert_file, std::string key_file, std::string ciphers, webhook_metrics& metrics,
                         std::function<void(std::string)> log)
        : cert_file_(std::move(cert_file)), key_file_(std::move(key_file)), ciphers_(std::move(ciphers)),
          metrics_(metrics), log_(std::move(log)) {
        stamp_ = stamp();
        current_ = load(); // throws: a server that cannot serve must not start
    }

    // The context for a new connection, reloaded first if a file changed. A failed reload
    // (say the certificate written but not yet its key) keeps the previous one and is retried
    // at the next change.
    std::shared_ptr<webhook_ssl::context> current() {
        std::lock_guard lock(mutex_);
        auto now = stamp();
        if (now != stamp_) {
            stamp_ = now;
            try {
                current_ = load();
                ++metrics_.certificate_reloads;
            } catch (const std::exception& e) {
                ++metrics_.certificate_reload_failures;
                log_(std::move(webhook_log_line("certificate reload failed, keeping the previous one")
                                   .add("cert_file", cert_file_)
                                   .add("key_file", key_file_)
                                   .add("error", e.what()))
                         .finish());
            }
        }
        return current_;
    }

private:
    using file_stamp = std::array<std::int64_t, 10>;

    file_stamp stamp() const {
        file_stamp s{};
        std::size_t i = 0;
        for (const std::string* file : {&cert_file_, &key_file_}) {
            struct stat st {};
            if (::stat(file->c_str(), &st) == 0) {
                s[i] = static_cast<std::int64_t>(st.st_dev);
                s[i + 1] = static_cast<std::int64_t>(st.st_ino);
                s[i + 2] = static_cast<std::int64_t>(st.st_size);
                s[i + 3] = static_cast<std::int64_t>(st.st_mtim.tv_sec);
                s[i + 4] = static_cast<std::int64_t>(st.st_mtim.tv_nsec);
            } else {
                s[i] = -1;
            }
            i += 5;
        }
        return s;
    }

    static void readable(const std::string& file, const char* what) {
        if (std::FILE* f = std::fopen(file.c_str(), "rb")) {
            std::fclose(f);
            return;
        }
        throw std::runtime_error(std::string("cannot read the ") + what + " file " + file + ": " + std::strerror(errno));
    }

    std::shared_ptr<webhook_ssl::context> load() {
        auto ctx = std::make_shared<webhook_ssl::context>(webhook_ssl::context::tls_server);
        ctx->set_options(webhook_ssl::context::default_workarounds | webhook_ssl::context::no_sslv2 |
                         webhook_ssl::context::no_sslv3 | webhook_ssl::context::no_tlsv1 |
                         webhook_ssl::context::no_tlsv1_1 | webhook_ssl::context::single_dh_use);
        SSL_CTX_set_min_proto_version(ctx->native_handle(), TLS1_2_VERSION);
        if (SSL_CTX_set_cipher_list(ctx->native_handle(), ciphers_.c_str()) != 1)
            throw std::runtime_error("tls_ciphers '" + ciphers_ + "' names no cipher suite OpenSSL knows");
        readable(cert_file_, "certificate");
        readable(key_file_, "private key");
        boost::system::error_code ec;
        ctx->use_certificate_chain_file(cert_file_, ec);
        if (ec) throw std::runtime_error("cannot load the certificate file " + cert_file_ + ": " + ec.message());
        ctx->use_private_key_file(key_file_, webhook_ssl::context::pem, ec);
        if (ec) throw std::runtime_error("cannot load the private key file " + key_file_ + ": " + ec.message());
        if (SSL_CTX_check_private_key(ctx->native_handle()) != 1)
            throw std::runtime_error("the private key in " + key_file_ + " does not match the certificate in " + cert_file_);
        X509* cert = SSL_CTX_get0_certificate(ctx->native_handle());
        std::int64_t expiry = 0;
        std::string serial;
        if (cert != nullptr) {
            std::tm tm{};
            if (ASN1_TIME_to_tm(X509_get0_notAfter(cert), &tm) == 1) expiry = static_cast<std::int64_t>(timegm(&tm));
            if (const ASN1_INTEGER* sn = X509_get0_serialNumber(cert)) {
                const unsigned char* data = ASN1_STRING_get0_data(sn);
                for (int i = 0; i < ASN1_STRING_length(sn); ++i) {
                    char hex[3];
                    std::snprintf(hex, sizeof hex, "%02X", static_cast<unsigned>(data[i]));
                    serial += hex;
                }
            }
        }
        metrics_.certificate_expiry = expiry;
        log_(std::move(webhook_log_line("certificate loaded")
                           .add("cert_file", cert_file_)
                           .add("serial", serial)
                           .add("not_after", expiry))
                 .finish());
        return ctx;
    }

    std::string cert_file_, key_file_, ciphers_;
    webhook_metrics& metrics_;
    std::function<void(std::string)> log_;
    std::mutex mutex_;
    file_stamp stamp_{};
    std::shared_ptr<webhook_ssl::context> current_;
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_CERTIFICATES_HPP
