//! `Ulid` as a sea-orm primary key and foreign key on SQLite, PostgreSQL
//! and MariaDB: schema from the entities, insert, `find_by_id`, a relation,
//! ordering, a time-range filter, and an `ActiveModelBehavior` that gives
//! each new row its ID.
#![allow(
    missing_docs,
    unreachable_pub,
    reason = "sea-orm's entities are public modules by convention"
)]

use crate::common;

use sea_orm::sea_query::TableCreateStatement;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, Database, DatabaseConnection, EntityTrait,
    ModelTrait, QueryFilter, QueryOrder, Schema, Set,
};
use ulid_sqlx::{Id, Ulid, UlidText};

mod author {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "authors")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::book::Entity")]
        Book,
    }

    impl Related<super::book::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Book.def()
        }
    }

    /// Every new author gets a fresh, time-ordered ID when it is inserted
    /// without one.
    #[async_trait::async_trait]
    impl ActiveModelBehavior for ActiveModel {
        async fn before_save<C: ConnectionTrait>(
            mut self,
            _db: &C,
            insert: bool,
        ) -> Result<Self, DbErr> {
            if insert && self.id.is_not_set() {
                self.id = sea_orm::Set(Ulid::new());
            }
            Ok(self)
        }
    }
}

mod book {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "books")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub author_id: Ulid,
        pub sequel_of: Option<Ulid>,
        pub title: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::author::Entity",
            from = "Column::AuthorId",
            to = "super::author::Column::Id"
        )]
        Author,
    }

    impl Related<super::author::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Author.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// A text column: `UlidText` keys, written as the 26 characters.
mod label {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::UlidText;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "labels")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: UlidText,
        pub parent: Option<UlidText>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

ulid_sqlx::prefix!(pub User = "user");
ulid_sqlx::prefix!(pub Org = "org");

/// Typed IDs: an `Id<Org>` primary key.
mod team {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Id;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "teams")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Id<super::Org>,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::member::Entity")]
        Member,
    }

    impl Related<super::member::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Member.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// An `Id<User>` primary key, an `Id<Org>` foreign key, and the user's
/// TypeID in a text column.
mod member {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::{Id, UlidText};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "members")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Id<super::User>,
        pub team_id: Id<super::Org>,
        pub invited_by: Option<Id<super::User>>,
        pub handle: UlidText<Id<super::User>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::team::Entity",
            from = "Column::TeamId",
            to = "super::team::Column::Id"
        )]
        Team,
    }

    impl Related<super::team::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Team.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

async fn create_tables(db: &DatabaseConnection) {
    let schema = Schema::new(db.get_database_backend());
    let statements: [TableCreateStatement; 5] = [
        schema.create_table_from_entity(author::Entity),
        schema.create_table_from_entity(book::Entity),
        schema.create_table_from_entity(label::Entity),
        schema.create_table_from_entity(team::Entity),
        schema.create_table_from_entity(member::Entity),
    ];
    for statement in statements {
        common::sea_orm_create_table(db, &statement).await;
    }
}

/// The whole story on one database; each backend's test calls it.
async fn exercise(db: &DatabaseConnection) {
    create_tables(db).await;

    // The behavior gives the author an ID.
    let ada = author::ActiveModel {
        name: Set("Ada".into()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    assert_ne!(ada.id, Ulid::NIL);
    assert_eq!(
        author::Entity::find_by_id(ada.id).one(db).await.unwrap(),
        Some(ada.clone())
    );

    // Books in time order, inserted out of order, random bits descending.
    let ids = common::in_time_order();
    for (n, id) in common::scrambled(&ids).into_iter().enumerate() {
        book::ActiveModel {
            id: Set(id),
            author_id: Set(ada.id),
            sequel_of: Set((id != ids[0]).then_some(ids[0])),
            title: Set(format!("book {n}")),
        }
        .insert(db)
        .await
        .unwrap();
    }

    let ordered: Vec<Ulid> = book::Entity::find()
        .order_by_asc(book::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|book| book.id)
        .collect();
    assert_eq!(ordered, ids);

    // The relation, both ways.
    let books = ada.find_related(book::Entity).all(db).await.unwrap();
    assert_eq!(books.len(), ids.len());
    let author = books[0].find_related(author::Entity).one(db).await.unwrap();
    assert_eq!(author, Some(ada.clone()));

    // Filters: eq, is_in, a time range, NULL in an optional column.
    let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
    let in_range = book::Entity::find()
        .filter(book::Column::Id.between(*range.start(), *range.end()))
        .order_by_asc(book::Column::Id)
        .all(db)
        .await
        .unwrap();
    assert_eq!(
        in_range.iter().map(|b| b.id).collect::<Vec<_>>(),
        ids[2..=5]
    );
    let picked = book::Entity::find()
        .filter(book::Column::Id.is_in([ids[1], ids[8]]))
        .all(db)
        .await
        .unwrap();
    assert_eq!(picked.len(), 2);
    let first = book::Entity::find()
        .filter(book::Column::SequelOf.is_null())
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(first.id, ids[0]);
    let sequels = book::Entity::find()
        .filter(book::Column::SequelOf.eq(ids[0]))
        .all(db)
        .await
        .unwrap();
    assert_eq!(sequels.len(), ids.len() - 1);

    // A number is no ID: sqlx's type check, as sea-orm reads the row (on
    // SQLite, whose columns hold anything, the decoder, naming it).
    let backend = db.get_database_backend();
    let number = sea_orm::Statement::from_string(backend, "SELECT 42");
    let row = common::sea_orm_query_one(db, number).await;
    let err = row.try_get_by_index::<Ulid>(0).unwrap_err().to_string();
    let expected = match backend {
        sea_orm::DbBackend::Sqlite => "from a value of type INTEGER",
        _ => "mismatched types",
    };
    assert!(err.contains(expected), "{err}");

    exercise_text_column(db, &ids).await;
    exercise_typed_ids(db).await;
}

/// `Id<User>` and `Id<Org>` keys: insert, `find_by_id`, the relation both
/// ways, filters, the stored TypeID text, and a wrong kind in the text
/// column as a precise error.
async fn exercise_typed_ids(db: &DatabaseConnection) {
    let team = team::ActiveModel {
        id: Set(Id::new()),
        name: Set("core".into()),
    }
    .insert(db)
    .await
    .unwrap();
    let founder = Id::<User>::new();
    let mut members = Vec::new();
    for invited_by in [None, Some(founder), Some(founder)] {
        let id = if invited_by.is_none() {
            founder
        } else {
            Id::new()
        };
        members.push(
            member::ActiveModel {
                id: Set(id),
                team_id: Set(team.id),
                invited_by: Set(invited_by),
                handle: Set(UlidText(id)),
            }
            .insert(db)
            .await
            .unwrap(),
        );
    }
    assert_eq!(
        member::Entity::find_by_id(founder).one(db).await.unwrap(),
        Some(members[0].clone())
    );
    let of_team = team.find_related(member::Entity).all(db).await.unwrap();
    assert_eq!(of_team.len(), 3);
    let found_team = members[1].find_related(team::Entity).one(db).await.unwrap();
    assert_eq!(found_team, Some(team.clone()));
    let invited = member::Entity::find()
        .filter(member::Column::InvitedBy.eq(founder))
        .all(db)
        .await
        .unwrap();
    assert_eq!(invited.len(), 2);

    // The text column holds the full TypeID.
    let select = sea_orm::Statement::from_sql_and_values(
        db.get_database_backend(),
        match db.get_database_backend() {
            sea_orm::DbBackend::Postgres => "SELECT handle FROM members WHERE id = $1",
            _ => "SELECT handle FROM members WHERE id = ?",
        },
        [founder.into()],
    );
    let row = common::sea_orm_query_one(db, select).await;
    assert_eq!(
        row.try_get_by_index::<String>(0).unwrap(),
        founder.to_string()
    );

    // Another kind's TypeID in it is an error naming both prefixes. (Of
    // the same length: the column is `char(31)`, which PostgreSQL pads.)
    let org_text = ulid_sqlx::AnyId::new("team", team.id.to_ulid())
        .unwrap()
        .to_string();
    let update = sea_orm::Statement::from_sql_and_values(
        db.get_database_backend(),
        match db.get_database_backend() {
            sea_orm::DbBackend::Postgres => "UPDATE members SET handle = $1",
            _ => "UPDATE members SET handle = ?",
        },
        [org_text.into()],
    );
    common::sea_orm_execute(db, update).await;
    let err = member::Entity::find_by_id(founder)
        .one(db)
        .await
        .unwrap_err();
    let source = std::error::Error::source(&err).map(ToString::to_string);
    assert!(
        err.to_string()
            .contains(r#"wrong prefix: expected "user", found "team""#),
        "{err} {source:?}"
    );
}

/// The same on a `char(26)` column through `UlidText`: insert, find by ID,
/// `eq`, `ORDER BY`, a time range, and the stored text.
async fn exercise_text_column(db: &DatabaseConnection, ids: &[Ulid]) {
    for id in common::scrambled(ids) {
        label::ActiveModel {
            id: Set(UlidText(id)),
            parent: Set((id != ids[0]).then_some(UlidText(ids[0]))),
        }
        .insert(db)
        .await
        .unwrap();
    }
    let found = label::Entity::find_by_id(UlidText(ids[3]))
        .one(db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.parent, Some(UlidText(ids[0])));
    let ordered: Vec<Ulid> = label::Entity::find()
        .order_by_asc(label::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|label| label.id.0)
        .collect();
    assert_eq!(ordered, ids);
    let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
    let in_range = label::Entity::find()
        .filter(label::Column::Id.between(UlidText(*range.start()), UlidText(*range.end())))
        .order_by_asc(label::Column::Id)
        .all(db)
        .await
        .unwrap();
    assert_eq!(
        in_range.iter().map(|l| l.id.0).collect::<Vec<_>>(),
        ids[2..=5]
    );
    let children = label::Entity::find()
        .filter(label::Column::Parent.eq(UlidText(ids[0])))
        .all(db)
        .await
        .unwrap();
    assert_eq!(children.len(), ids.len() - 1);
    // Stored as the 26 characters, so plain SQL reads it as text.
    let select = sea_orm::Statement::from_sql_and_values(
        db.get_database_backend(),
        match db.get_database_backend() {
            sea_orm::DbBackend::Postgres => "SELECT id FROM labels WHERE id = $1",
            _ => "SELECT id FROM labels WHERE id = ?",
        },
        [UlidText(ids[3]).into()],
    );
    let row = common::sea_orm_query_one(db, select).await;
    assert_eq!(
        row.try_get_by_index::<String>(0).unwrap(),
        ids[3].to_string()
    );
}

/// What sea-orm's query builder, schema builder and `ActiveModel` ask of a
/// column type, without a database: the value written (a `Uuid`, or the
/// text for `UlidText`), `NULL`, reading a value back and refusing one of
/// another type, the name sea-orm's messages give, the column and array
/// types, and the primary key sea-orm cannot generate.
#[test]
fn values() {
    use sea_orm::sea_query::{ArrayType, ColumnType, Nullable, Value, ValueType};
    use sea_orm::{ActiveValue, DbErr, IntoActiveValue, TryFromU64};

    let id = Ulid::new();
    let typed = Id::<User>::from_ulid(id);
    let as_uuid = Value::from(uuid::Uuid::from(id));
    assert_eq!(Value::from(id), as_uuid);
    assert_eq!(Value::from(typed), as_uuid);
    assert_eq!(Value::from(UlidText(id)), Value::from(id.to_string()));
    assert_eq!(Value::from(UlidText(typed)), Value::from(typed.to_string()));
    assert_eq!(Value::from(None::<Ulid>), Value::Uuid(None));
    assert_eq!(Value::from(None::<Id<User>>), Value::Uuid(None));
    assert_eq!(Value::from(None::<UlidText>), Value::String(None));

    assert_eq!(<Ulid as ValueType>::try_from(as_uuid.clone()).unwrap(), id);
    assert_eq!(
        <Id<User> as ValueType>::try_from(as_uuid.clone()).unwrap(),
        typed
    );
    // A text column's value is the text; a `Uuid` value is read too.
    for value in [Value::from(id.to_string()), as_uuid.clone()] {
        assert_eq!(
            <UlidText as ValueType>::try_from(value).unwrap(),
            UlidText(id)
        );
    }
    assert_eq!(
        <UlidText<Id<User>> as ValueType>::try_from(Value::from(typed.to_string())).unwrap(),
        UlidText(typed)
    );
    for value in [
        Value::from(7_i64),
        Value::from(id.to_string()),
        Value::Uuid(None),
    ] {
        assert!(
            <Ulid as ValueType>::try_from(value.clone()).is_err(),
            "{value:?}"
        );
        assert!(<Id<User> as ValueType>::try_from(value).is_err());
    }
    for value in [
        Value::from(7_i64),
        Value::from(typed.to_string()),
        Value::String(None),
        Value::Uuid(None),
    ] {
        assert!(
            <UlidText as ValueType>::try_from(value.clone()).is_err(),
            "{value:?}"
        );
    }
    assert!(<UlidText<Id<User>> as ValueType>::try_from(Value::from(id.to_string())).is_err());

    assert_eq!(<Ulid as ValueType>::type_name(), "Ulid");
    assert_eq!(<Id<User> as ValueType>::type_name(), "Id");
    assert_eq!(<UlidText as ValueType>::type_name(), "UlidText<Ulid>");
    assert_eq!(
        <UlidText<Id<User>> as ValueType>::type_name(),
        "UlidText<Id>"
    );
    assert_eq!(<Ulid as ValueType>::array_type(), ArrayType::Uuid);
    assert_eq!(<Id<User> as ValueType>::array_type(), ArrayType::Uuid);
    assert_eq!(<UlidText as ValueType>::array_type(), ArrayType::String);
    assert_eq!(<Ulid as ValueType>::column_type(), ColumnType::Uuid);
    assert_eq!(<Id<User> as ValueType>::column_type(), ColumnType::Uuid);
    assert_eq!(
        <UlidText as ValueType>::column_type(),
        ColumnType::Char(Some(26))
    );
    // "user_" and the 26 characters.
    assert_eq!(
        <UlidText<Id<User>> as ValueType>::column_type(),
        ColumnType::Char(Some(31))
    );
    assert_eq!(<Ulid as Nullable>::null(), Value::Uuid(None));
    assert_eq!(<Id<User> as Nullable>::null(), Value::Uuid(None));
    assert_eq!(<UlidText as Nullable>::null(), Value::String(None));

    // An insert whose database made up the key: sea-orm cannot make an ID
    // of the integer it got back, and says so.
    assert!(matches!(
        Ulid::try_from_u64(1),
        Err(DbErr::ConvertFromU64("Ulid"))
    ));
    assert!(matches!(
        Id::<User>::try_from_u64(1),
        Err(DbErr::ConvertFromU64("Id"))
    ));
    assert!(matches!(
        UlidText::<Ulid>::try_from_u64(1),
        Err(DbErr::ConvertFromU64("UlidText"))
    ));
    assert!(matches!(id.into_active_value(), ActiveValue::Set(set) if set == id));
    assert!(matches!(typed.into_active_value(), ActiveValue::Set(set) if set == typed));
    assert!(matches!(
        UlidText(id).into_active_value(),
        ActiveValue::Set(set) if set == UlidText(id)
    ));
}

#[tokio::test]
async fn sqlite() {
    let db = Database::connect("sqlite::memory:").await.unwrap();
    exercise(&db).await;
    // The same 16-byte BLOB as the sqlx and diesel integrations.
    let row = common::sea_orm_query_one(
        &db,
        sea_orm::Statement::from_string(
            db.get_database_backend(),
            "SELECT typeof(id), length(id) FROM books LIMIT 1",
        ),
    )
    .await;
    assert_eq!(row.try_get_by_index::<String>(0).unwrap(), "blob");
    assert_eq!(row.try_get_by_index::<i64>(1).unwrap(), 16);
}

/// A schema of its own, dropped at the end, so that tests running at the
/// same time do not see each other's tables.
#[tokio::test]
async fn postgres() {
    // Fails with what to start or set when the server is down.
    drop(common::postgres().await);
    let url = ulid_tests::servers::postgres_url();
    let schema = format!("ulid_sea_orm_{}", Ulid::new().to_string().to_lowercase());
    let setup = Database::connect(&url).await.unwrap();
    setup
        .execute_unprepared(&format!("CREATE SCHEMA {schema}"))
        .await
        .unwrap();
    let db = Database::connect(format!("{url}?options=-c%20search_path%3D{schema}"))
        .await
        .unwrap();
    exercise(&db).await;
    let row = common::sea_orm_query_one(
        &db,
        sea_orm::Statement::from_string(
            db.get_database_backend(),
            "SELECT format_type(atttypid, atttypmod) FROM pg_attribute \
             WHERE attrelid = 'books'::regclass AND attname = 'id'",
        ),
    )
    .await;
    assert_eq!(row.try_get_by_index::<String>(0).unwrap(), "uuid");
    setup
        .execute_unprepared(&format!("DROP SCHEMA {schema} CASCADE"))
        .await
        .unwrap();
}

/// A database of its own, dropped at the end, for the same reason.
#[tokio::test]
async fn mariadb() {
    // Fails with what to start or set when the server is down.
    drop(common::mariadb().await);
    let url = ulid_tests::servers::mysql_url();
    let name = format!("ulid_sea_orm_{}", Ulid::new().to_string().to_lowercase());
    let setup = Database::connect(&url).await.unwrap();
    setup
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
    let db = Database::connect(format!("{base}/{name}")).await.unwrap();
    exercise(&db).await;
    let row = common::sea_orm_query_one(
        &db,
        sea_orm::Statement::from_string(
            db.get_database_backend(),
            "SELECT COLUMN_TYPE FROM information_schema.COLUMNS \
             WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'books' AND COLUMN_NAME = 'id'",
        ),
    )
    .await;
    assert_eq!(row.try_get_by_index::<String>(0).unwrap(), "binary(16)");
    setup
        .execute_unprepared(&format!("DROP DATABASE {name}"))
        .await
        .unwrap();
}
