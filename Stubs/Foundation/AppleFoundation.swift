// Foundation: what Apple's Foundation offers that Linux's does not, for the views. Apple's Foundation holds
// URLSession (Linux: FoundationNetworking), re-exports CoreFoundation (here CoreFoundationStub, see
// Stubs/CoreFoundation) and declares Combine publishers on its types (NotificationCenterPublisher.swift).
// Foundation itself is never stubbed or aliased: the real Linux Foundation is used, and this module is
// imported into every view file implicitly (`-import-module FoundationStub` in Package.swift), as if it were
// part of Foundation. Known looseness (Stubs/README.md): a file that imports nothing still sees these.
@_exported import CoreFoundationStub
@_exported import FoundationNetworking
