import AsyncHTTPClient
import Foundation
import Logging

/// The built-in concierge with a language model's words: the built-in engine picks, orders and explains;
/// the model may reword the explanations and read free text into tags the built-in reader missed.
///
/// The model never decides what is shown. Its answers are checked against what it was given (the page's
/// product ids, the text's own words, the tag vocabulary), and whenever it is slow, down or wrong the
/// built-in answer is returned as it was: the model can make Gifter's words better, never change its
/// picks, and a model that is down costs a page at most one timeout. Nothing here throws.
///
/// Built once at startup, when `GIFTER_LLM_URL` is set:
/// ```swift
/// let builtIn = BuiltInConcierge(quiz: try Quiz.shipped.get(), words: try ThreeWords.shipped.get())
/// var concierge: any Concierge = builtIn
/// if let configuration = try LanguageModelConfiguration(environment: environment) {
///     concierge = LanguageModelConcierge(configuration: configuration, fallback: builtIn, httpClient: .shared, logger: logger)
/// }
/// ```
/// `httpClient` is shared and outlives the concierge (`HTTPClient.shared`, or the app's own client that
/// the app shuts down).
public struct LanguageModelConcierge: Concierge {
    let fallback: any Concierge
    let vocabulary: TasteVocabulary
    let client: ChatCompletionsClient
    let pause: FailurePause
    let logger: Logger

    /// Rewords the built-in concierge's reasons and widens its reading of free text; tags are checked
    /// against the built-in quiz's vocabulary.
    public init(configuration: LanguageModelConfiguration, fallback: BuiltInConcierge, httpClient: HTTPClient, logger: Logger) {
        self.init(configuration: configuration, fallback: fallback, vocabulary: fallback.quiz.vocabulary, httpClient: httpClient, logger: logger)
    }

    /// Over any concierge; `vocabulary` holds the only tags a model's reading may name.
    public init(configuration: LanguageModelConfiguration, fallback: any Concierge, vocabulary: TasteVocabulary,
                httpClient: HTTPClient, logger: Logger) {
        self.fallback = fallback
        self.vocabulary = vocabulary
        client = ChatCompletionsClient(configuration: configuration, httpClient: httpClient)
        pause = FailurePause(duration: configuration.pauseAfterFailure)
        self.logger = logger
    }

    public func recommend(_ request: RecommendationRequest, in catalog: CatalogIndex) async -> RecommendationPage {
        let page = await fallback.recommend(request, in: catalog)
        let rewording = ReasonRewording(page: page, subject: request.subject)
        guard !rewording.items.isEmpty, let content = await ask("reasons", rewording.messages, maxTokens: rewording.maxTokens) else {
            return page
        }
        do {
            let (reworded, count) = try rewording.apply(content, to: page)
            logger.debug("Language model reworded the reasons", metadata: ["gifter.llm.reworded": "\(count)", "gifter.llm.items": "\(page.items.count)"])
            return reworded
        } catch {
            logger.notice("Language model's reasons not used; showing the built-in ones", metadata: ["gifter.llm.rejected": "\(error)"])
            return page
        }
    }

    public func readWords(_ text: String) async -> [WordsMatch] {
        let builtIn = await fallback.readWords(text)
        guard !text.allSatisfy(\.isWhitespace) else { return builtIn }
        let reading = WordsReading(text: text, vocabulary: vocabulary)
        guard let content = await ask("words", reading.messages, maxTokens: WordsReading.maxTokens) else { return builtIn }
        do {
            let merged = try reading.merge(content, after: builtIn)
            logger.debug("Language model read more of the words", metadata: ["gifter.llm.added": "\(merged.count - builtIn.count)"])
            return merged
        } catch {
            logger.notice("Language model's reading of the words not used; using the built-in one", metadata: ["gifter.llm.rejected": "\(error)"])
            return builtIn
        }
    }

    /// The model's message text, or nil (logged) when the endpoint is paused, fails or the caller went away.
    private func ask(_ task: String, _ messages: () throws -> [ChatCompletionsClient.Message], maxTokens: Int) async -> String? {
        guard !Task.isCancelled else { return nil }
        if pause.isPaused {
            logger.debug("Language model endpoint paused after a failure; using the built-in answer", metadata: ["gifter.llm.task": "\(task)"])
            return nil
        }
        let prompt: [ChatCompletionsClient.Message]
        do {
            prompt = try messages()
        } catch {
            logger.notice("Could not write the language model's prompt", metadata: ["gifter.llm.task": "\(task)", "error": "\(error)"])
            return nil
        }
        do throws(ChatCompletionsError) {
            return try await client.complete(prompt, maxTokens: maxTokens)
        } catch {
            if error == .cancelled { return nil }
            if error.endpointUnavailable { pause.failed() }
            logger.notice("Language model endpoint failed; using the built-in answer", metadata: [
                "gifter.llm.task": "\(task)", "gifter.llm.endpoint": "\(client.endpoint.absoluteString)", "error": "\(error)",
                "gifter.llm.pause_seconds": "\(error.endpointUnavailable ? pause.duration.components.seconds : 0)",
            ])
            return nil
        }
    }
}
