import Foundation
@testable import ServerKit
import Testing

/// Explicit `null`s for declared request fields, nested ones included, found from the document's own
/// schemas: the generated decoders would read each as "left out".
@Suite("JSON nulls in request bodies")
struct JSONNullsTests {
    static let document = Data("""
    openapi: 3.1.0
    info: {title: t, version: '1'}
    paths:
      /plans:
        put:
          requestBody:
            content:
              application/json:
                schema: {$ref: '#/components/schemas/PlanUpdate'}
    components:
      schemas:
        PlanUpdate:
          type: object
          properties:
            name: {type: string}
            channels: {$ref: '#/components/schemas/Channels'}
            steps:
              type: array
              items: {$ref: '#/components/schemas/Step'}
            extra:
              allOf:
                - $ref: '#/components/schemas/Channels'
        Channels:
          type: object
          properties:
            push: {type: boolean}
            inbox: {type: boolean}
        Step:
          type: object
          properties:
            note: {type: string}
            then: {$ref: '#/components/schemas/Step'}
    """.utf8)

    static func fields() throws -> Set<String> {
        try #require(try OpenAPIBodyFields.read(document)["PUT /plans"])
    }

    @Test("nested objects, arrays of objects and allOf are declared by path; a schema holding itself is walked once")
    func declaredPaths() throws {
        #expect(try Self.fields() == [
            "name", "channels", "channels.push", "channels.inbox", "steps", "steps[].note", "steps[].then", "extra", "extra.push", "extra.inbox",
        ])
    }

    @Test("a null at any declared depth is named as decoding errors name fields; undeclared ones are ignored", arguments: [
        (#"{"name":null}"#, "name"),
        (#"{"channels":{"push":true,"inbox":null}}"#, "channels.inbox"),
        (#"{"channels":null}"#, "channels"),
        (#"{"steps":[{"note":"a"},{"note":null}]}"#, "steps[1].note"),
        (#"{"extra":{"push":null},"name":null}"#, "extra.push"),
        (#"{"channels":{"push":true,"other":null},"more":{"x":null}}"#, nil),
        (#"{"name":"null"}"#, nil),
        (#"not json null"#, nil),
    ] as [(String, String?)])
    func nulls(_ body: String, _ field: String?) throws {
        #expect(JSONNulls.firstNull(in: Data(body.utf8), among: try Self.fields()) == field)
    }
}
