// Security: Keychain items (SecItem* and the kSec* attribute keys and values the apps use).
// Mirrors https://developer.apple.com/documentation/security/keychain-items and Security/SecItem.h
// (iOS 26 SDK): the functions take CFDictionary and return OSStatus; the keys are CFString constants.
@_exported import CoreFoundationStub

@available(iOS 2.0, *)
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { fatalError() }
@available(iOS 2.0, *)
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { fatalError() }
@available(iOS 2.0, *)
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { fatalError() }
@available(iOS 2.0, *)
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { fatalError() }

@available(iOS 2.0, *) public let kSecClass: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecClassGenericPassword: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecAttrService: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecAttrAccount: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecAttrAccessible: CFString = { fatalError() }()
@available(iOS 4.0, *) public let kSecAttrAccessibleAfterFirstUnlock: CFString = { fatalError() }()
@available(iOS 4.0, *) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = { fatalError() }()
@available(iOS 7.0, *) public let kSecAttrSynchronizable: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecReturnData: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecMatchLimit: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecMatchLimitOne: CFString = { fatalError() }()
@available(iOS 2.0, *) public let kSecValueData: CFString = { fatalError() }()

// SecBase.h's result codes are an anonymous C enum, which Swift imports as read-only globals.
public var errSecSuccess: OSStatus { fatalError() }
public var errSecItemNotFound: OSStatus { fatalError() }
