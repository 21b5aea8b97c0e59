//! sea-orm with a `Ulid` primary key and a relation, on an in-memory SQLite
//! database: the schema comes from the entities, each new row gets its ID
//! in `before_save`, and a time range is a `between` on the key.
//!
//! Its `Cargo.toml` is the complete dependency list of such a project: one
//! line of ours (`ulid-sqlx` with `sea-orm` and the backend), sea-orm, and
//! `async-trait` for `ActiveModelBehavior`. Run with `cargo run -p
//! ulid-example-sea-orm-entity --example sea_orm_entity`.

use std::time::{Duration, SystemTime};

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, Database, EntityTrait, ModelTrait, QueryFilter,
    Schema, Set,
};
use ulid_sqlx::Ulid;

#[allow(
    missing_docs,
    unreachable_pub,
    reason = "sea-orm entities are public modules by convention"
)]
mod project {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "projects")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub name: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::task::Entity")]
        Task,
    }

    impl Related<super::task::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Task.def()
        }
    }

    #[async_trait::async_trait]
    impl ActiveModelBehavior for ActiveModel {
        /// A new project gets a fresh ULID unless one was set.
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

#[allow(
    missing_docs,
    unreachable_pub,
    reason = "sea-orm entities are public modules by convention"
)]
mod task {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "tasks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub project_id: Ulid,
        pub title: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::project::Entity",
            from = "Column::ProjectId",
            to = "super::project::Column::Id"
        )]
        Project,
    }

    impl Related<super::project::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Project.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let db = Database::connect("sqlite::memory:").await?;
    let schema = Schema::new(db.get_database_backend());
    db.execute(&schema.create_table_from_entity(project::Entity))
        .await?;
    db.execute(&schema.create_table_from_entity(task::Entity))
        .await?;

    let project = project::ActiveModel {
        name: Set("launch".into()),
        ..Default::default()
    }
    .insert(&db)
    .await?;
    println!(
        "project {} got its ID on insert: {}",
        project.name, project.id
    );

    let now = SystemTime::now();
    for (hours_ago, title) in [(30, "plan"), (2, "build"), (0, "ship")] {
        task::ActiveModel {
            id: Set(Ulid::new_at(now - Duration::from_secs(hours_ago * 3600))),
            project_id: Set(project.id),
            title: Set(title.into()),
        }
        .insert(&db)
        .await?;
    }

    let tasks = project.find_related(task::Entity).all(&db).await?;
    println!("{} tasks belong to it", tasks.len());
    let today = Ulid::range_datetime(now - Duration::from_secs(24 * 3600), now);
    let recent = task::Entity::find()
        .filter(task::Column::Id.between(*today.start(), *today.end()))
        .all(&db)
        .await?;
    println!(
        "made in the last day: {:?}",
        recent.iter().map(|t| &t.title).collect::<Vec<_>>()
    );
    Ok(())
}
