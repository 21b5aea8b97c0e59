//! Prints an OpenAPI document in which a ULID is a path parameter, a query
//! parameter, a body field, an `Option` field and the items of a `Vec`
//! field, after checking what each site says. Built two ways:
//!
//! - by default, with `components(schemas(Ulid))` registered, as the
//!   serde guide says: every site refers to our schema, with the exact pattern;
//! - with `--features utoipa-ulid`, utoipa's name-based mapping: every site
//!   is an inline `type: string, format: ulid`, without a pattern, and the
//!   registration is left out (utoipa then treats `Ulid` as a primitive).
//!
//! Typed IDs (`Id<User>`, `Id<Org>`) sit in the same shapes, in both
//! builds: each site resolves to its kind's TypeID schema.
//!
//! `scripts/openapi-validate.sh` runs both, against utoipa 5 (this package)
//! and utoipa 6 (`tests/openapi-validation-utoipa6` builds this same file),
//! and validates each document with `openapi-spec-validator`.

use serde::Serialize;
use serde_json::Value;
use ulid_serde::{Id, Ulid, prefix};
use utoipa::{OpenApi, ToSchema};

prefix!(User = "user");
prefix!(Org = "org");
// The prefix types' schemas, which utoipa's derive asks of `Id<User>`'s
// type argument, for the major this build is against.
#[cfg(not(feature = "utoipa6"))]
ulid_serde::utoipa5_prefix!(User, Org);
#[cfg(feature = "utoipa6")]
ulid_serde::utoipa_prefix!(User, Org);

/// A member: typed IDs (TypeIDs) in every shape a body field takes.
#[derive(Serialize, ToSchema)]
#[allow(dead_code, reason = "only its schema is used")]
struct Member {
    id: Id<User>,
    org: Id<Org>,
    invited_by: Option<Id<User>>,
    peers: Vec<Id<User>>,
}

/// Get a member, by a user's TypeID.
#[utoipa::path(
    get,
    path = "/members/{id}",
    params(
        ("id" = Id<User>, Path, description = "The member's TypeID"),
        ("org" = Option<Id<Org>>, Query, description = "Only within this org"),
    ),
    responses((status = 200, description = "The member", body = Member))
)]
#[allow(dead_code, reason = "only its path item is used")]
fn get_member() {}

/// A team, with a ULID in every shape a body field takes.
#[derive(Serialize, ToSchema)]
#[allow(dead_code, reason = "only its schema is used")]
struct Team {
    lead: Ulid,
    deputy: Option<Ulid>,
    members: Vec<Ulid>,
}

/// Get a team's page of members after a cursor.
#[utoipa::path(
    get,
    path = "/teams/{id}",
    params(
        ("id" = Ulid, Path, description = "The team's ID"),
        ("after" = Option<Ulid>, Query, description = "Keyset cursor"),
    ),
    responses((status = 200, description = "The team", body = Team))
)]
#[allow(dead_code, reason = "only its path item is used")]
fn get_team() {}

#[derive(OpenApi)]
#[cfg_attr(
    not(feature = "utoipa-ulid"),
    openapi(paths(get_team, get_member), components(schemas(Ulid, Team, Member)))
)]
#[cfg_attr(
    feature = "utoipa-ulid",
    openapi(paths(get_team, get_member), components(schemas(Team, Member)))
)]
struct Api;

/// The schema at `site`, following a `$ref` and skipping a `null` option.
fn resolve<'a>(doc: &'a Value, site: &'a Value) -> &'a Value {
    if let Some(options) = site["oneOf"].as_array() {
        let option = options.iter().find(|option| option["type"] != "null");
        return resolve(doc, option.expect("a non-null option"));
    }
    match site["$ref"].as_str() {
        Some(reference) => {
            let name = reference.trim_start_matches("#/components/schemas/");
            &doc["components"]["schemas"][name]
        }
        None => site,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let doc = serde_json::to_value(Api::openapi())?;
    let params = doc["paths"]["/teams/{id}"]["get"]["parameters"]
        .as_array()
        .ok_or("no parameters")?;
    let team = &doc["components"]["schemas"]["Team"]["properties"];
    let sites = [
        ("path parameter", &params[0]["schema"]),
        ("query parameter", &params[1]["schema"]),
        ("field", &team["lead"]),
        ("Option field", &team["deputy"]),
        ("Vec field item", &team["members"]["items"]),
    ];
    for (name, site) in sites {
        let schema = resolve(&doc, site);
        assert_eq!(schema["format"], "ulid", "{name}: {schema}");
        if cfg!(feature = "utoipa-ulid") {
            assert!(schema["pattern"].is_null(), "{name}: {schema}");
        } else {
            assert_eq!(
                schema["pattern"],
                ulid_serde::TEXT_PATTERN,
                "{name}: {schema}"
            );
        }
    }
    // Typed IDs: each site has its kind's TypeID pattern, in either build.
    let params = doc["paths"]["/members/{id}"]["get"]["parameters"]
        .as_array()
        .ok_or("no parameters")?;
    let member = &doc["components"]["schemas"]["Member"]["properties"];
    let user = "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$";
    let org = "^org_[0-7][0-9a-hjkmnp-tv-z]{25}$";
    let sites = [
        ("path parameter", &params[0]["schema"], user),
        ("query parameter", &params[1]["schema"], org),
        ("field", &member["id"], user),
        ("field of another kind", &member["org"], org),
        ("Option field", &member["invited_by"], user),
        ("Vec field item", &member["peers"]["items"], user),
    ];
    for (name, site, pattern) in sites {
        let schema = resolve(&doc, site);
        assert_eq!(schema["format"], "typeid", "typed {name}: {schema}");
        assert_eq!(schema["pattern"], pattern, "typed {name}: {schema}");
    }
    println!("{}", serde_json::to_string_pretty(&doc)?);
    Ok(())
}
