//! The example service through a real tonic client on loopback, its JSON
//! mapping, and buf's protovalidate (the PyPI package, run by Python) on
//! the same strings and messages: its `string.ulid` rule accepts exactly
//! what ulid-core's parser accepts, and what the service writes passes its
//! `string.ulid` and `bytes.uuid` rules.

use prost::Message;
use tonic::Code;
use ulid_core::{Generator, Ulid, proto_fields};
use ulid_example_grpc::pb::users_client::UsersClient;
use ulid_example_grpc::pb::{self, CreateUserRequest, GetUserRequest, ListUsersRequest};
use ulid_tests::servers::python;

const ORG: &str = "org_01h455vb4pex5vsknk084sn02q";

async fn client() -> UsersClient<tonic::transport::Channel> {
    let address = ulid_example_grpc::serve_on_loopback().await.unwrap();
    UsersClient::connect(format!("http://{address}"))
        .await
        .unwrap()
}

async fn create(client: &mut UsersClient<tonic::transport::Channel>, name: &str) -> pb::User {
    let request = CreateUserRequest {
        name: name.into(),
        org_id: ORG.into(),
    };
    client.create_user(request).await.unwrap().into_inner()
}

#[tokio::test]
async fn ids_travel_in_string_and_bytes_fields() {
    let mut client = client().await;
    let (ada, bob) = (
        create(&mut client, "Ada").await,
        create(&mut client, "Bob").await,
    );
    let ada_id: Ulid = proto_fields::parse_string_field("id", &ada.id).unwrap();
    let bob_id: Ulid = proto_fields::parse_bytes_field("id_bytes", &bob.id_bytes).unwrap();
    assert!(ada_id < bob_id, "the server's generator is monotonic");
    assert_eq!(ada.id_bytes, ada_id.to_bytes());
    assert_eq!(ada.org_id, ORG);

    // Either case is read.
    for text in [ada.id.clone(), ada.id.to_ascii_lowercase()] {
        let found = client.get_user(GetUserRequest { id: text }).await.unwrap();
        assert_eq!(found.into_inner(), ada);
    }

    // A window of the IDs' milliseconds holds both, one before them none.
    let ms = |id: Ulid| i64::try_from(id.timestamp_ms()).unwrap();
    let window = ListUsersRequest {
        start_ms: ms(ada_id),
        end_ms: ms(bob_id),
    };
    let listed = client.list_users(window).await.unwrap().into_inner().users;
    assert_eq!(listed, [ada, bob]);
    let before = ListUsersRequest {
        start_ms: 0,
        end_ms: ms(ada_id) - 1,
    };
    assert!(
        client
            .list_users(before)
            .await
            .unwrap()
            .into_inner()
            .users
            .is_empty()
    );
}

#[tokio::test]
async fn a_bad_id_is_invalid_argument_naming_the_field() {
    let mut client = client().await;
    let cases = [
        (
            client
                .get_user(GetUserRequest {
                    id: "01ARZ3NDEKTSV4RRFFQ69G5FAL".into(),
                })
                .await,
            "invalid ULID in field `id`: invalid character 'L' at index 25 (0-based): \
             a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)",
        ),
        (
            client.get_user(GetUserRequest { id: String::new() }).await,
            "invalid ULID in field `id`: invalid length: a ULID is 26 characters, found 0",
        ),
        (
            client
                .get_user(GetUserRequest {
                    id: "81ARZ3NDEKTSV4RRFFQ69G5FAV".into(),
                })
                .await,
            "invalid ULID in field `id`: overflow: the first character must be 0-7, found '8'",
        ),
    ];
    for (result, message) in cases {
        let status = result.unwrap_err();
        assert_eq!(
            (status.code(), status.message()),
            (Code::InvalidArgument, message)
        );
    }
    // A TypeID of another kind, in a TypeID field.
    let request = CreateUserRequest {
        name: "Eve".into(),
        org_id: "user_01h455vb4pex5vsknk084sn02q".into(),
    };
    let status = client.create_user(request).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(
        status
            .message()
            .starts_with("invalid TypeID in field `org_id`: "),
        "{}",
        status.message()
    );
    // A reversed window is refused, not a panic in the server.
    let reversed = ListUsersRequest {
        start_ms: 2,
        end_ms: 1,
    };
    let status = client.list_users(reversed).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
}

/// proto3's JSON mapping of a `string` field is the string: the ID's 26
/// characters, not base64.
#[tokio::test]
async fn the_json_mapping_carries_the_26_characters() {
    let mut client = client().await;
    let user = create(&mut client, "Ada").await;
    let json = serde_json::to_value(&user).unwrap();
    assert_eq!(json["id"], user.id);
    assert_eq!(json["id"].as_str().unwrap().len(), 26);
    let back: pb::User = serde_json::from_value(json).unwrap();
    assert_eq!(back, user);
}

/// Builds, in Python, a message with the fields of `users.v1.User` and
/// protovalidate's rules on them (`string.ulid` on `id`, `bytes.uuid` on
/// `id_bytes`), then answers each line of input: a JSON string is checked
/// as `id`, a line `message HEX` is parsed as the message's bytes and
/// checked whole. Prints one line of violations' rule ids per input.
const PROTOVALIDATE: &str = r#"
import json, sys
from protobuf import Oneof
from protovalidate._gen.buf.validate.validate_pb import FieldRules, StringRules, BytesRules
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf import duration_pb2, field_mask_pb2, timestamp_pb2
import protovalidate

def varint(n):
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)

def rules(field_rules):
    # FieldOptions' extension 1159, buf.validate.field.
    body = field_rules.to_binary()
    return descriptor_pb2.FieldOptions.FromString(varint((1159 << 3) | 2) + varint(len(body)) + body)

pool = descriptor_pool.DescriptorPool()
for module in (descriptor_pb2, duration_pb2, field_mask_pb2, timestamp_pb2):
    pool.AddSerializedFile(module.DESCRIPTOR.serialized_pb)
file = descriptor_pb2.FileDescriptorProto(name="users.proto", package="users.v1", syntax="proto3")
user = file.message_type.add(name="User")
STRING, BYTES = 9, 12
ulid = FieldRules(type=Oneof(field="string", value=StringRules(well_known=Oneof(field="ulid", value=True))))
uuid = FieldRules(type=Oneof(field="bytes", value=BytesRules(well_known=Oneof(field="uuid", value=True))))
for number, name, kind, rule in [(1, "id", STRING, ulid), (2, "id_bytes", BYTES, uuid), (3, "name", STRING, None), (4, "org_id", STRING, None)]:
    field = user.field.add(name=name, number=number, type=kind, label=1)
    if rule is not None:
        field.options.CopyFrom(rules(rule))
pool.AddSerializedFile(file.SerializeToString())
User = message_factory.GetMessageClass(pool.FindMessageTypeByName("users.v1.User"))

for line in sys.stdin:
    if line.startswith("message "):
        message = User.FromString(bytes.fromhex(line.split()[1]))
    else:
        message = User(id=json.loads(line), id_bytes=bytes(16))
    print(" ".join(v.proto.rule_id for v in protovalidate.collect_violations(message)))
"#;

/// Runs the script on `lines`; one answer per line.
fn protovalidate(lines: &[String]) -> Vec<String> {
    let mut input = lines.join("\n");
    input.push('\n');
    let output = python(PROTOVALIDATE, input, "protovalidate protobuf");
    String::from_utf8(output)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Valid texts and every near miss around them.
fn texts() -> Vec<String> {
    let mut ids =
        Generator::with_sources(|| 1_700_000_000_000u64, || 0x1234_5678_9ABC_DEF0_1357u128);
    let mut texts: Vec<String> = [
        "01ARZ3NDEKTSV4RRFFQ69G5FAV",
        "00000000000000000000000000",
        "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "",
    ]
    .map(String::from)
    .to_vec();
    for value in [
        0u128,
        1,
        u128::MAX,
        0x0123_4567_89AB_CDEF_FEDC_BA98_7654_3210,
    ] {
        texts.push(Ulid::from_u128(value).to_string());
    }
    for _ in 0..20 {
        texts.push(ids.generate().unwrap().to_string());
    }
    let valid = texts.clone();
    for text in &valid {
        if text.is_empty() {
            continue;
        }
        texts.push(text.to_ascii_lowercase());
        texts.push(text[..25].to_owned());
        texts.push(format!("{text}0"));
        texts.push(format!(" {}", &text[1..]));
        for first in "89ABCDEFGHJKMNPQRSTVWXYZabyz".chars() {
            texts.push(format!("{first}{}", &text[1..]));
        }
        for position in [0, 1, 12, 25] {
            for bad in [
                'I', 'L', 'O', 'U', 'i', 'l', 'o', 'u', 'é', '０', 'А', '-', '\u{0}',
            ] {
                let mut chars: Vec<char> = text.chars().collect();
                chars[position] = bad;
                texts.push(chars.into_iter().collect());
            }
        }
    }
    texts
}

#[test]
fn protovalidate_accepts_exactly_what_the_parser_accepts() {
    let texts = texts();
    let lines: Vec<String> = texts
        .iter()
        .map(|t| serde_json::to_string(t).unwrap())
        .collect();
    let answers = protovalidate(&lines);
    assert_eq!(answers.len(), texts.len());
    let mut accepted = 0;
    for (text, violations) in texts.iter().zip(&answers) {
        let ours = Ulid::parse(text).is_ok();
        assert_eq!(
            ours,
            violations.is_empty(),
            "{text:?}: protovalidate says {violations:?}"
        );
        accepted += usize::from(ours);
    }
    assert!(
        accepted > 40 && accepted < texts.len() / 4,
        "{accepted} of {}",
        texts.len()
    );
}

#[tokio::test]
async fn what_the_service_writes_passes_protovalidate() {
    let mut client = client().await;
    let mut lines = Vec::new();
    for name in ["Ada", "Bob", "Cy"] {
        let user = create(&mut client, name).await;
        let hex: String = user
            .encode_to_vec()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        lines.push(format!("message {hex}"));
    }
    // And a message with a 15-byte ID, which its bytes.uuid rule refuses.
    let mut short = create(&mut client, "Dee").await;
    short.id_bytes.pop();
    let hex: String = short
        .encode_to_vec()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    lines.push(format!("message {hex}"));
    assert_eq!(protovalidate(&lines), ["", "", "", "bytes.uuid"]);
}
