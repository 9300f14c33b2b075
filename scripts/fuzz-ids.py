#!/usr/bin/env python3
"""Real data for scripts/schemathesis.sh to fuzz against: made through the API as the fuzzer's caller
(and a few other people), then written as a JSON object of path parameter name -> real values, which
scripts/schemathesis_hooks.py puts in most generated cases. Without it, every operation on an id
(a comment, a friend, a wishlist) answered only 404s and its handler never saw the fuzzer's input.

  scripts/fuzz-ids.py APP BASE_URL CALLER_TOKEN EXEMPTION OUT.json
"""
import datetime, json, os, sys, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from greenhouse_harness import call, expect, make_jpeg, ok  # noqa: E402


class Client:
    """Requests as one person, past the rate limiters (the fuzzer's exemption)."""

    def __init__(self, base, token, exemption):
        self.base, self.token, self.headers = base, token, {"X-Greenhouse-Rate-Limit-Exemption": exemption}
        self.prefix = urllib.parse.urlsplit(base).path.rstrip("/")  # /APP/v1

    def ask(self, method, path, body=None, headers=None):
        """The answer's JSON (or {}); anything but a 2xx stops the script, naming the request."""
        reply = call(self.base, method, self.prefix + path, body=body, token=self.token, headers=dict(self.headers, **(headers or {})))
        expect(200 <= reply.status < 300, f"{method} {path}: {reply.brief()}")
        return reply.json() if reply.body else {}

    def someone(self, name):
        session = call(self.base, "POST", self.prefix + "/auth/dev", body={"name": name}, headers=self.headers)
        return Client(self.base, ok(session, 200, f"dev sign-in {name}").json()["accessToken"], self.headers["X-Greenhouse-Rate-Limit-Exemption"])


def calyx(me, work):
    other = me.someone("Fuzz Neighbour")
    # Blocking hides a person's comments from the caller: blocking gets someone of its own.
    stranger = me.someone("Fuzz Stranger")
    stranger.ask("POST", "/auth/username", {"username": "fuzzstranger"})
    me.ask("POST", "/auth/username", {"username": "fuzzcaller"})
    other.ask("POST", "/auth/username", {"username": "fuzzneighbour"})
    flowers = [item["id"] for item in me.ask("GET", "/flowers/search?query=rose&limit=10")["items"]]
    theirs = [other.ask("POST", "/collections", {"name": "Neighbour's roses", "isPublic": True})["id"]]
    collections = [me.ask("POST", "/collections", {"name": f"Fuzz list {n}"})["id"] for n in range(3)]
    spare_collections = [me.ask("POST", "/collections", {"name": f"Fuzz spare {n}"})["id"] for n in range(4)]  # for deleting
    for collection in collections + theirs:
        (me if collection in collections else other).ask("POST", f"/collections/{collection}/flowers", {"flowerIds": flowers[:3]})
    saved = [me.ask("POST", "/saved", {"flowerId": flower})["id"] for flower in flowers[:3]]
    spare_saved = [me.ask("POST", "/saved", {"flowerId": flower})["id"] for flower in flowers[3:7]]  # for removing
    def comments_by(person, count, words):
        return [person.ask("POST", f"/flowers/{flowers[0]}/comments", {"text": f"{words}, note {n}."})["id"] for n in range(count)]
    mine, theirs_comments = comments_by(me, 6, "A lovely old rose"), comments_by(other, 4, "Mine flowered in June")
    # Moderation removes what it acts on, and deleting uses up the caller's own: each has comments of its own.
    moderated = comments_by(other, 6, "Cut back hard in March")
    my_id = me.ask("GET", "/users/username/fuzzcaller")["id"]
    neighbour = me.ask("GET", "/users/username/fuzzneighbour")["id"]
    blockable = me.ask("GET", "/users/username/fuzzstranger")["id"]
    other.ask("POST", f"/users/{my_id}/follow")  # a notification for the caller
    history = [entry["id"] for entry in me.ask("GET", "/history?limit=20").get("items", [])]
    notifications = [item["id"] for item in me.ask("GET", "/user/notifications?limit=20").get("items", [])]
    media = [me.ask("POST", "/media", make_jpeg(work, 64, 48, "fuzz"), headers={"Content-Type": "image/jpeg"})["id"]]
    return {"flowerId": flowers, "collectionId": collections + theirs, "deleteCollection.collectionId": spare_collections,
            "savedId": saved, "deleteSaved.savedId": spare_saved, "commentId": theirs_comments + mine[:1],
            "deleteComment.commentId": mine[1:], "editComment.commentId": mine[:1], "moderateComment.commentId": moderated,
            "userId": [neighbour, my_id], "blockUser.userId": [blockable], "entryId": history,
            "username": ["fuzzneighbour"],  # (the caller's own may be changed by setUsername, fuzzed too)
            "notificationId": notifications, "mediaId": media}


def gifter(me, work):
    profiles = [profile["id"] for profile in me.ask("GET", "/profiles")["profiles"]]
    # Deleting uses up what it deletes, and what hangs off it (occasions, claims, ideas) would go with it:
    # the delete operations get people and occasions of their own.
    spare_profiles = [me.ask("POST", "/profiles", {"name": f"Aunt {n}", "relationship": "other", "threeWords": "bold, kind, tea"})["id"]
                      for n in range(4)]
    friend = me.someone("Fuzz Friend")
    invite = me.ask("POST", "/friends/invites")["token"]
    friend.ask("POST", f"/friends/invites/{invite}/accept")
    spare_friends = []
    for n in range(3):
        someone = me.someone(f"Fuzz Acquaintance {n}")
        someone.ask("POST", f"/friends/invites/{me.ask('POST', '/friends/invites')['token']}/accept")
        spare_friends.append(someone)
    # Reading an invite is the caller's own (never used up); accepting uses one up: four from four people.
    open_invites = [me.ask("POST", "/friends/invites")["token"] for _ in range(2)]
    to_accept = [me.someone(f"Fuzz Inviter {n}").ask("POST", "/friends/invites")["token"] for n in range(4)]
    # Removing a friend ends both people's links (a live one would make them friends again): reading gets
    # links of people the caller never befriends, which no fuzzed operation can end.
    to_read = [me.someone(f"Fuzz Stranger {n}").ask("POST", "/friends/invites")["token"] for n in range(2)]
    collections = [collection["id"] for collection in me.ask("GET", "/collections")["collections"]]
    products = [collection["hero"]["id"] for collection in me.ask("GET", "/collections")["collections"]]
    for product in products[:3]:
        friend.ask("PUT", f"/wishlist/items/{product}", {})
    email = me.ask("GET", "/user").get("email")
    def incoming(first):  # four requests to the caller; each can be accepted or declined once
        before = {request["id"] for request in me.ask("GET", "/friends")["incoming"]}
        for n in range(first, first + 4):
            me.someone(f"Fuzz Asker {n}").ask("POST", "/friends/requests", {"to": email})
        return [request["id"] for request in me.ask("GET", "/friends")["incoming"] if request["id"] not in before]
    requests, to_decline = incoming(0), incoming(4)
    friends = [item["id"] for item in me.ask("GET", "/friends")["friends"] if item["displayName"] == "Fuzz Friend"]
    removable = [item["id"] for item in me.ask("GET", "/friends")["friends"] if item["displayName"].startswith("Fuzz Acquaintance")]
    lists = [item["id"] for item in me.ask("GET", "/wishlists")["lists"]]
    lists.append(me.ask("POST", "/wishlists", {"name": "Fuzz finds"})["id"])
    spare_lists = [me.ask("POST", "/wishlists", {"name": f"Fuzz spare {n}"})["id"] for n in range(3)]  # for deleting
    today = datetime.date.today()
    def occasion(kind):
        return me.ask("POST", "/occasions", {"person": f"profile:{profiles[0]}", "kind": kind,
                                             "date": f"{today.year - 60}-{today.month:02d}-{min(today.day, 28):02d}"})["id"]
    occasions, spare_occasions = [occasion("birthday")], [occasion("justBecause") for _ in range(4)]
    wished = products[:3]  # on the friend's wishlist: what claims are about
    return {"profileId": profiles, "deleteProfile.profileId": spare_profiles, "friendId": friends, "removeFriend.friendId": removable,
            "requestId": requests, "deleteFriendRequest.requestId": to_decline, "token": open_invites,
            "acceptFriendInvite.token": to_accept, "getFriendInvite.token": to_read, "productId": products, "claimItem.productId": wished,
            "releaseClaim.productId": wished, "collectionId": collections, "wishlistId": lists, "deleteWishlist.wishlistId": spare_lists,
            "occasionId": occasions,
            "deleteOccasion.occasionId": spare_occasions,
            # Plans are for other people: `self` in a plan's path is no such person (404).
            "person": [f"profile:{p}" for p in profiles] + [f"friend:{f}" for f in friends]}


def couples(me, work):
    # The caller is paired (schemathesis.sh) today: its game has one day, today in UTC (the time zone a
    # dev account starts with).
    return {"day": [datetime.datetime.now(datetime.timezone.utc).date().isoformat()]}


def main():
    app, base, token, exemption, out = sys.argv[1:6]
    me = Client(base, token, exemption)
    made = {"calyx": calyx, "couples": couples, "gifter": gifter}[app](me, os.path.dirname(out))
    with open(out, "w") as file:
        json.dump(made, file)
    print("==> real ids for the fuzzer: " + ", ".join(f"{name} {len(values)}" for name, values in made.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
