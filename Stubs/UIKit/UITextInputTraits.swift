// UIKit: the text-input trait types SwiftUI's `.keyboardType(_:)` and `.textContentType(_:)` take on iOS.
// Mirrors https://developer.apple.com/documentation/uikit/uikeyboardtype (raw values 0…11; `static var alphabet`
// = asciiCapable per onestack.dev/ios-reference/UIKit/UIKeyboardType) and onestack.dev/ios-reference/UIKit/UITextContentType
// (name, givenName: iOS 10; https://developer.apple.com/documentation/uikit/uitextcontenttype/username and …/password:
// iOS 11; newPassword: iOS 12).
import Foundation

public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    @available(iOS 4.1, *)
    case decimalPad = 8
    @available(iOS 5.0, *)
    case twitter = 9
    @available(iOS 7.0, *)
    case webSearch = 10
    @available(iOS 10.0, *)
    case asciiCapableNumberPad = 11

    /// `UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable` (marked "Deprecated" only in a header comment).
    public static var alphabet: UIKeyboardType { fatalError() }
}

/// `typedef NSString *UITextContentType NS_TYPED_ENUM`.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UITextContentType {
    @available(iOS 10.0, *)
    public static let name = UITextContentType(rawValue: "name")
    @available(iOS 10.0, *)
    public static let givenName = UITextContentType(rawValue: "given-name")
    @available(iOS 11.0, *)
    public static let username = UITextContentType(rawValue: "username")
    @available(iOS 11.0, *)
    public static let password = UITextContentType(rawValue: "password")
    @available(iOS 12.0, *)
    public static let newPassword = UITextContentType(rawValue: "new-password")
}
