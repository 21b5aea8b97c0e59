//! Prints an OpenAPI document in which a ULID is a path parameter, a query
//! parameter, a body field, an `Option` field and the items of a `Vec`
//! field, after checking what each site says. Built two ways:
//!
//! - by default, with `components(schemas(Ulid))` registered, as the
//!   README says: every site refers to our schema, with the exact pattern;
//! - with `--features utoipa-ulid`, utoipa's name-based mapping: every site
//!   is an inline `type: string, format: ulid`, without a pattern, and the
//!   registration is left out (utoipa then treats `Ulid` as a primitive).
//!
//! `scripts/openapi-validate.sh` runs both, against utoipa 5 (this package)
//! and utoipa 6 (`tests/openapi-validation-utoipa6` builds this same file),
//! and validates each document with `openapi-spec-validator`.

use serde::Serialize;
use serde_json::Value;
use ulid_serde::Ulid;
use utoipa::{OpenApi, ToSchema};

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
    openapi(paths(get_team), components(schemas(Ulid, Team)))
)]
#[cfg_attr(
    feature = "utoipa-ulid",
    openapi(paths(get_team), components(schemas(Team)))
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
    println!("{}", serde_json::to_string_pretty(&doc)?);
    Ok(())
}
